package org.xiangqi.app;

import android.content.Context;
import android.util.Log;
import android.view.MotionEvent;

import org.xiangqi.app.go.mobile.EbitenView;

/** The Ebitengine view that shows the game, full screen. */
public final class GameView extends EbitenView {
    public GameView(Context context) {
        super(context);
    }

    /**
     * A touch Android cancels (a system gesture, a dialog) is not handled by
     * Ebitengine, which would keep the finger down: the game is told, so a
     * drag cut short plays nothing.
     */
    @Override
    public boolean onTouchEvent(MotionEvent e) {
        if (e.getActionMasked() == MotionEvent.ACTION_CANCEL) {
            MainActivity.cancelTouches();
            return true;
        }
        return super.onTouchEvent(e);
    }

    /**
     * Called on the main thread when the game's Update returns an error:
     * the game cannot go on, so end the process with the error in the log
     * (and the crash report) rather than leave a frozen screen. The game
     * has saved after every move.
     */
    @Override
    protected void onErrorOnGameUpdate(Exception e) {
        Log.e(MainActivity.TAG, "the game stopped", e);
        throw new RuntimeException(e);
    }
}
