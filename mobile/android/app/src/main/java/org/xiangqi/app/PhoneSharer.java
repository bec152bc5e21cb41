package org.xiangqi.app;

import android.content.ComponentName;
import android.content.Context;
import android.content.Intent;
import android.net.Uri;
import android.os.Handler;
import android.os.Looper;

import java.io.File;
import java.io.FileOutputStream;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.Charset;

import org.xiangqi.app.go.mobile.Sharer;

/**
 * Android's share sheet for the Go game (mobile.Sharer): a game record is
 * written to the app's cache as a .pgn file and offered to other apps
 * through ShareProvider, with the text itself as EXTRA_TEXT for apps that
 * take only text.
 *
 * <p>The game calls it from its own thread while holding the lock that
 * the UI thread's back, pause and resume calls also take, so the chooser
 * is posted to the UI thread and never waited for. It keeps the
 * application context only, as the app outlives its Activities.
 */
final class PhoneSharer implements Sharer {
    private final Context context;
    private final Handler ui = new Handler(Looper.getMainLooper());

    PhoneSharer(Context context) {
        this.context = context.getApplicationContext();
    }

    @Override
    public void share(String name, String text) throws Exception {
        File file = ShareProvider.file(context, name);
        File dir = file.getParentFile();
        if (dir == null || (!dir.isDirectory() && !dir.mkdirs())) {
            throw new IllegalStateException("cannot make " + dir);
        }
        File tmp = new File(dir, name + ".tmp");
        try (Writer w = new OutputStreamWriter(new FileOutputStream(tmp), Charset.forName("UTF-8"))) {
            w.write(text);
        }
        if (!tmp.renameTo(file)) {
            throw new IllegalStateException("cannot write " + file);
        }
        Uri uri = ShareProvider.uri(context, name);
        final Intent send = new Intent(Intent.ACTION_SEND);
        send.setType(ShareProvider.PGN_TYPE);
        send.putExtra(Intent.EXTRA_STREAM, uri);
        send.putExtra(Intent.EXTRA_SUBJECT, name);
        send.putExtra(Intent.EXTRA_TEXT, text);
        send.addFlags(Intent.FLAG_GRANT_READ_URI_PERMISSION);
        final Intent chooser = Intent.createChooser(send, null);
        chooser.addFlags(Intent.FLAG_ACTIVITY_NEW_TASK | Intent.FLAG_GRANT_READ_URI_PERMISSION);
        // The game takes shared records too (FileOpener): not offered to
        // itself. Intent.EXTRA_EXCLUDE_COMPONENTS is API 24, the app's
        // minimum 23 (where the chooser ignores it): named by its value.
        chooser.putExtra("android.intent.extra.EXCLUDE_COMPONENTS",
                new ComponentName[] {new ComponentName(context, MainActivity.class)});
        ui.post(new Runnable() {
            @Override
            public void run() {
                context.startActivity(chooser);
            }
        });
    }
}
