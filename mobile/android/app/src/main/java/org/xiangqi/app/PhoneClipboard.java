package org.xiangqi.app;

import android.content.ClipData;
import android.content.ClipboardManager;
import android.content.Context;

import org.xiangqi.app.go.mobile.Clipboard;

/**
 * The phone's clipboard for the Go game (mobile.Clipboard): the board
 * editor copies and pastes positions through it, as Ebitengine has no
 * clipboard and shows no on-screen keyboard.
 *
 * <p>The game calls it from its own thread while the Go side holds the
 * lock that the UI thread's back, pause and resume calls also take, so it
 * must not wait for the UI thread: that could deadlock. It does not need
 * to. The manager is made here, on the UI thread, from the application
 * context (on API 23 its handler, used only for change listeners, is the
 * main thread's), and getPrimaryClip and setPrimaryClip are plain binder
 * calls to the clipboard service, which are safe from any thread. The app
 * lives longer than its Activities, so nothing here holds an Activity.
 */
final class PhoneClipboard implements Clipboard {
    private final Context context;
    private final ClipboardManager manager;

    /** Call on the UI thread. */
    PhoneClipboard(Context context) {
        this.context = context.getApplicationContext();
        this.manager = (ClipboardManager) this.context.getSystemService(Context.CLIPBOARD_SERVICE);
    }

    /**
     * The primary clip as text, "" when there is none (also when Android
     * 10 or newer withholds it from an app without focus).
     */
    @Override
    public String text() throws Exception {
        if (manager == null) {
            throw new IllegalStateException("no clipboard service");
        }
        ClipData clip = manager.getPrimaryClip();
        if (clip == null || clip.getItemCount() == 0) {
            return "";
        }
        CharSequence s = clip.getItemAt(0).coerceToText(context);
        return s == null ? "" : s.toString();
    }

    /** Puts s on the clipboard as plain text. */
    @Override
    public void setText(String s) throws Exception {
        if (manager == null) {
            throw new IllegalStateException("no clipboard service");
        }
        manager.setPrimaryClip(ClipData.newPlainText("FEN", s));
    }
}
