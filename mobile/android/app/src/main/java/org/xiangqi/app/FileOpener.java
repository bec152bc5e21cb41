package org.xiangqi.app;

import android.content.ContentResolver;
import android.content.Context;
import android.content.Intent;
import android.database.Cursor;
import android.net.Uri;
import android.os.Parcelable;
import android.provider.OpenableColumns;
import android.util.Log;

import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.Charset;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.xiangqi.app.go.mobile.App;
import org.xiangqi.app.go.mobile.Files;
import org.xiangqi.app.go.mobile.Mobile;

/**
 * Game records opened with the app ("Open with", ACTION_VIEW) or shared to
 * it (ACTION_SEND, ACTION_SEND_MULTIPLE): each file is read whole on a
 * thread of its own, never the UI thread (a provider may be slow or
 * remote), and the files of one intent are handed to the Go game together
 * (mobile.Files, App.openFiles), which imports them into its library as
 * files dropped on the desktop's window are and says how each went. A
 * file that cannot be read, or is larger than Mobile.MaxFileBytes, goes
 * to the game with why, so that the player is told; nothing here throws.
 */
final class FileOpener {
    private FileOpener() {
    }

    /**
     * Reads the files the intent carries, if any, and hands them to app.
     * Returns whether it carried any (false: a plain launch).
     */
    static boolean open(Context context, Intent intent, final App app) {
        if (intent == null || app == null) {
            return false;
        }
        final List<Uri> uris;
        final String text;
        try {
            uris = uris(intent);
            text = uris.isEmpty() ? sharedText(intent) : null;
        } catch (RuntimeException e) {
            // Extras another app wrote badly (BadParcelableException and
            // the like) must not bring the game down.
            Log.w(MainActivity.TAG, "unreadable intent " + intent, e);
            return false;
        }
        if (uris.isEmpty() && text == null) {
            return false;
        }
        final ContentResolver resolver = context.getApplicationContext().getContentResolver();
        final String dataDir = context.getApplicationInfo().dataDir;
        new Thread(new Runnable() {
            @Override
            public void run() {
                Files files = new Files();
                if (text != null) {
                    files.add("", text.getBytes(Charset.forName("UTF-8")));
                }
                for (Uri uri : uris) {
                    read(resolver, dataDir, uri, files);
                }
                app.openFiles(files);
            }
        }, "xiangqi-open-files").start();
        return true;
    }

    /** The files' addresses: the data of a VIEW, the streams of a SEND. */
    @SuppressWarnings("deprecation") // the typed getters are API 33
    private static List<Uri> uris(Intent intent) {
        List<Uri> uris = new ArrayList<>();
        String action = intent.getAction();
        if (Intent.ACTION_VIEW.equals(action)) {
            if (intent.getData() != null) {
                uris.add(intent.getData());
            }
        } else if (Intent.ACTION_SEND.equals(action)) {
            Object o = intent.getParcelableExtra(Intent.EXTRA_STREAM);
            if (o instanceof Uri) {
                uris.add((Uri) o);
            }
        } else if (Intent.ACTION_SEND_MULTIPLE.equals(action)) {
            ArrayList<Parcelable> list = intent.getParcelableArrayListExtra(Intent.EXTRA_STREAM);
            if (list != null) {
                for (Parcelable p : list) {
                    if (p instanceof Uri) {
                        uris.add((Uri) p);
                    }
                }
            }
        }
        return uris;
    }

    /**
     * The text of a SEND without a file (an app that shares a game's PGN
     * as text only, of one of the types the manifest takes), imported as
     * a pasted text is; null for none.
     */
    private static String sharedText(Intent intent) {
        if (!Intent.ACTION_SEND.equals(intent.getAction())) {
            return null;
        }
        CharSequence text = intent.getCharSequenceExtra(Intent.EXTRA_TEXT);
        if (text == null || text.toString().trim().isEmpty()) {
            return null;
        }
        return text.toString();
    }

    /** Reads one file into files, or adds why it could not be read. */
    private static void read(ContentResolver resolver, String dataDir, Uri uri, Files files) {
        String name = displayName(resolver, uri);
        try {
            if ("file".equals(uri.getScheme()) && uri.getPath() != null
                    && isInside(new File(uri.getPath()), dataDir)) {
                // Another app may not make the game read its own private
                // files through a file:// address.
                throw new SecurityException("not a shared file");
            }
            byte[] data = readAll(resolver, uri, size(resolver, uri));
            if (data == null) {
                files.addTooLarge(name);
            } else {
                files.add(name, data);
            }
        } catch (Exception e) {
            // SecurityException (no permission granted), FileNotFoundException
            // (gone, or a file:// the app may not read), IOException.
            Log.w(MainActivity.TAG, "could not read " + uri, e);
            files.addError(name, reason(e));
        } catch (OutOfMemoryError e) {
            Log.w(MainActivity.TAG, "no memory to read " + uri, e);
            files.addError(name, "not enough memory to read it");
        }
    }

    /**
     * The file's bytes, or null when it is larger than Mobile.MaxFileBytes.
     * size is its size if the provider told it (else -1; 0 is taken as
     * unknown too): the buffer is then made once, one byte larger, to
     * notice a file larger than it said.
     */
    private static byte[] readAll(ContentResolver resolver, Uri uri, long size) throws IOException {
        final long max = Mobile.MaxFileBytes;
        if (size > max) {
            return null;
        }
        InputStream in = resolver.openInputStream(uri);
        if (in == null) {
            throw new IOException("the app that sent it gave nothing to read");
        }
        try {
            byte[] buf = new byte[size > 0 ? (int) size + 1 : 64 * 1024];
            int n = 0;
            for (;;) {
                if (n == buf.length) {
                    if (n > max) {
                        return null;
                    }
                    buf = Arrays.copyOf(buf, (int) Math.min(max + 1, 2L * buf.length));
                }
                int r = in.read(buf, n, buf.length - n);
                if (r < 0) {
                    break;
                }
                n += r;
            }
            if (n > max) {
                return null;
            }
            return n == buf.length ? buf : Arrays.copyOf(buf, n);
        } finally {
            in.close();
        }
    }

    /**
     * The name the phone shows for the file (a content:// address is
     * usually an opaque number), else the last part of its address.
     */
    private static String displayName(ContentResolver resolver, Uri uri) {
        String name = column(resolver, uri, OpenableColumns.DISPLAY_NAME);
        if (name != null && !name.isEmpty()) {
            return name;
        }
        name = uri.getLastPathSegment();
        return name != null ? name : "";
    }

    /** The file's size as its provider tells it, -1 when unknown. */
    private static long size(ContentResolver resolver, Uri uri) {
        String s = column(resolver, uri, OpenableColumns.SIZE);
        try {
            return s != null ? Long.parseLong(s) : -1;
        } catch (NumberFormatException e) {
            return -1;
        }
    }

    /** One column of a content:// address's row, null when there is none. */
    private static String column(ContentResolver resolver, Uri uri, String column) {
        if (!ContentResolver.SCHEME_CONTENT.equals(uri.getScheme())) {
            return null;
        }
        Cursor c = null;
        try {
            c = resolver.query(uri, new String[] {column}, null, null, null);
            if (c != null && c.moveToFirst()) {
                int i = c.getColumnIndex(column);
                if (i >= 0 && !c.isNull(i)) {
                    return c.getString(i);
                }
            }
        } catch (Exception e) {
            // Some providers answer no query: the name falls back to the
            // address, the size is unknown.
            Log.w(MainActivity.TAG, "no " + column + " for " + uri, e);
        } finally {
            if (c != null) {
                c.close();
            }
        }
        return null;
    }

    /** Whether f is dir or inside it, links resolved. */
    private static boolean isInside(File f, String dir) throws IOException {
        String path = f.getCanonicalPath();
        String root = new File(dir).getCanonicalPath();
        return path.equals(root) || path.startsWith(root + File.separator);
    }

    /** An exception's message for the player, its class when it has none. */
    private static String reason(Exception e) {
        String m = e.getMessage();
        return m != null && !m.isEmpty() ? m : e.getClass().getSimpleName();
    }
}
