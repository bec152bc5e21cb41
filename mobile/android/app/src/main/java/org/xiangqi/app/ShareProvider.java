package org.xiangqi.app;

import android.content.ContentProvider;
import android.content.ContentValues;
import android.content.Context;
import android.database.Cursor;
import android.database.MatrixCursor;
import android.net.Uri;
import android.os.ParcelFileDescriptor;
import android.provider.OpenableColumns;

import java.io.File;
import java.io.FileNotFoundException;

/**
 * Serves the .pgn files that PhoneSharer writes, read-only, to the app the
 * player shares them with (the URI permission is granted per share).
 * A minimal FileProvider: the app has no AndroidX. Only plain file names
 * in the share folder of the cache are served, never a path.
 */
public final class ShareProvider extends ContentProvider {
    static final String PGN_TYPE = "application/x-chess-pgn";
    private static final String FOLDER = "shared";

    static String authority(Context context) {
        return context.getPackageName() + ".share";
    }

    static File file(Context context, String name) {
        if (name.isEmpty() || name.contains("/") || name.startsWith(".")) {
            throw new IllegalArgumentException("bad file name " + name);
        }
        return new File(new File(context.getCacheDir(), FOLDER), name);
    }

    static Uri uri(Context context, String name) {
        return new Uri.Builder().scheme("content").authority(authority(context)).appendPath(name).build();
    }

    private File fileOf(Uri uri) throws FileNotFoundException {
        String name = uri.getLastPathSegment();
        if (name == null || uri.getPathSegments().size() != 1) {
            throw new FileNotFoundException(uri.toString());
        }
        try {
            return file(getContext(), name);
        } catch (IllegalArgumentException e) {
            throw new FileNotFoundException(uri.toString());
        }
    }

    @Override
    public boolean onCreate() {
        return true;
    }

    @Override
    public String getType(Uri uri) {
        return PGN_TYPE;
    }

    @Override
    public ParcelFileDescriptor openFile(Uri uri, String mode) throws FileNotFoundException {
        if (!"r".equals(mode)) {
            throw new FileNotFoundException("read-only: " + uri);
        }
        return ParcelFileDescriptor.open(fileOf(uri), ParcelFileDescriptor.MODE_READ_ONLY);
    }

    /** The name and size, which receiving apps ask for to show the file. */
    @Override
    public Cursor query(Uri uri, String[] projection, String selection, String[] selectionArgs, String sortOrder) {
        File f;
        try {
            f = fileOf(uri);
        } catch (FileNotFoundException e) {
            return null;
        }
        String[] cols = projection != null ? projection : new String[] {OpenableColumns.DISPLAY_NAME, OpenableColumns.SIZE};
        MatrixCursor c = new MatrixCursor(cols, 1);
        Object[] row = new Object[cols.length];
        for (int i = 0; i < cols.length; i++) {
            if (OpenableColumns.DISPLAY_NAME.equals(cols[i])) {
                row[i] = f.getName();
            } else if (OpenableColumns.SIZE.equals(cols[i])) {
                row[i] = f.length();
            }
        }
        c.addRow(row);
        return c;
    }

    @Override
    public Uri insert(Uri uri, ContentValues values) {
        throw new UnsupportedOperationException("read-only");
    }

    @Override
    public int delete(Uri uri, String selection, String[] selectionArgs) {
        throw new UnsupportedOperationException("read-only");
    }

    @Override
    public int update(Uri uri, ContentValues values, String selection, String[] selectionArgs) {
        throw new UnsupportedOperationException("read-only");
    }
}
