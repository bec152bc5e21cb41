package org.xiangqi.app;

import android.app.Activity;
import android.app.AlertDialog;
import android.content.DialogInterface;
import android.content.Intent;
import android.os.Bundle;
import android.util.Log;
import android.view.KeyEvent;
import android.view.View;

import java.util.Locale;

import go.Seq;
import org.xiangqi.app.go.mobile.App;
import org.xiangqi.app.go.mobile.Mobile;

/**
 * The app's one Activity: the Go game (package mobile) in a full-screen,
 * portrait EbitenView, with the back button and onPause/onResume passed to
 * the game, the phone's clipboard and share sheet lent to it
 * (PhoneClipboard, PhoneSharer), and game records opened with the app or
 * shared to it imported (FileOpener).
 */
public final class MainActivity extends Activity {
    static final String TAG = "Xiangqi";

    /**
     * The Go game. Ebitengine runs one game per process, so it is created
     * once and kept in a static field, which lives as long as the process
     * (and the Go runtime) does, across Activities that Android recreates.
     */
    private static App app;

    private GameView view;

    @Override
    protected void onCreate(Bundle savedInstanceState) {
        super.onCreate(savedInstanceState);
        Seq.setContext(getApplicationContext());
        if (app == null) {
            try {
                // Android has no os.UserConfigDir: the game saves in the
                // app's private files directory. Positions and games go
                // in and out through the phone's clipboard, and games out
                // through the share sheet.
                app = Mobile.start(getFilesDir().getAbsolutePath(),
                        Locale.getDefault().toLanguageTag(),
                        new PhoneClipboard(this), new PhoneSharer(this));
            } catch (Exception e) {
                Log.e(TAG, "the game could not start", e);
                showStartError(e);
                return;
            }
        }
        view = new GameView(this);
        setContentView(view);
        hideSystemBars();
        // Started with a game record to open ("Open with" or a share).
        // Not again when Android recreates the Activity (a saved state)
        // or reopens it from the recent apps: both hand back the intent
        // it was first started with, which was imported then.
        if (savedInstanceState == null
                && (getIntent().getFlags() & Intent.FLAG_ACTIVITY_LAUNCHED_FROM_HISTORY) == 0) {
            FileOpener.open(this, getIntent(), app);
        }
    }

    /**
     * A record opened or shared while the game runs: the manifest's
     * launchMode singleTask brings this Activity back with the intent
     * rather than starting a second one (Ebitengine runs one game, in one
     * view, per process).
     */
    @Override
    protected void onNewIntent(Intent intent) {
        super.onNewIntent(intent);
        if (view != null) {
            FileOpener.open(this, intent, app);
        }
    }

    /** Tells the game that Android cancelled the touch (GameView). */
    static void cancelTouches() {
        if (app != null) {
            app.cancelTouches();
        }
    }

    @Override
    protected void onPause() {
        super.onPause();
        if (view == null) {
            return;
        }
        // The game first (it stops the computer's search and saves, as the
        // process may be ended from now on), then Ebitengine's own suspend.
        app.pause();
        view.suspendGame();
    }

    @Override
    protected void onResume() {
        super.onResume();
        if (view == null) {
            return;
        }
        view.resumeGame();
        app.resume();
        hideSystemBars();
    }

    @Override
    public void onWindowFocusChanged(boolean hasFocus) {
        super.onWindowFocusChanged(hasFocus);
        if (hasFocus) {
            // Android shows the bars again after a dialog or a swipe.
            hideSystemBars();
        }
    }

    /**
     * The back key goes to the game wherever the focus is (EbitenView
     * consumes every key it receives, so the Activity takes it first).
     * targetSdk 34 without android:enableOnBackInvokedCallback keeps this
     * key-event back handling, gesture navigation included.
     */
    @Override
    public boolean dispatchKeyEvent(KeyEvent event) {
        if (event.getKeyCode() != KeyEvent.KEYCODE_BACK) {
            return super.dispatchKeyEvent(event);
        }
        if (event.getAction() == KeyEvent.ACTION_UP && !event.isCanceled()) {
            onBackPressed();
        }
        return true;
    }

    /**
     * The game closes a dialog, goes back to its menu, or asks before
     * leaving a game; only when it has nothing left to close does Android
     * leave the app.
     */
    @Override
    public void onBackPressed() {
        if (view != null && app.back()) {
            return;
        }
        super.onBackPressed();
    }

    /** Immersive full screen: the bars come back with a swipe and hide again. */
    private void hideSystemBars() {
        getWindow().getDecorView().setSystemUiVisibility(
                View.SYSTEM_UI_FLAG_IMMERSIVE_STICKY
                        | View.SYSTEM_UI_FLAG_FULLSCREEN
                        | View.SYSTEM_UI_FLAG_HIDE_NAVIGATION
                        | View.SYSTEM_UI_FLAG_LAYOUT_STABLE
                        | View.SYSTEM_UI_FLAG_LAYOUT_FULLSCREEN
                        | View.SYSTEM_UI_FLAG_LAYOUT_HIDE_NAVIGATION);
    }

    /** A start failure is shown, not hidden: the player can report it. */
    private void showStartError(Exception e) {
        new AlertDialog.Builder(this)
                .setTitle(R.string.app_name)
                .setMessage(getString(R.string.start_failed) + "\n" + e.getMessage())
                .setCancelable(false)
                .setPositiveButton(R.string.close, new DialogInterface.OnClickListener() {
                    @Override
                    public void onClick(DialogInterface dialog, int which) {
                        finish();
                    }
                })
                .show();
    }
}
