package org.spriteplayground.ui;

import java.awt.Component;
import java.awt.GraphicsDevice;
import java.awt.Rectangle;
import javax.swing.JFrame;

/**
 * Full screen for the main window (F11): the frame without its title bar, covering its screen
 * through {@link GraphicsDevice#setFullScreenWindow}, which every desktop supports (where the
 * screen has no true full-screen mode the frame is sized to the whole screen). F11 again puts the
 * window back where it was, decorated.
 */
final class FullScreen {

    private final JFrame frame;
    private Rectangle windowed;

    FullScreen(JFrame frame) {
        this.frame = frame;
    }

    /** Returns whether the window covers the screen. */
    boolean isOn() {
        return windowed != null;
    }

    /** Covers the screen, or goes back to the window as it was. */
    void toggle() {
        GraphicsDevice device = frame.getGraphicsConfiguration().getDevice();
        Component focus = frame.getMostRecentFocusOwner();
        boolean on = !isOn();
        if (!on) {
            device.setFullScreenWindow(null);
        }
        Rectangle back = windowed;
        windowed = on ? frame.getBounds() : null;
        // The title bar can come and go only while the frame is not displayable; it shows again at once.
        frame.dispose();
        frame.setUndecorated(on);
        if (on) {
            device.setFullScreenWindow(frame);
        } else {
            frame.setBounds(back);
        }
        frame.setVisible(true);
        frame.toFront();
        if (focus != null) {
            focus.requestFocusInWindow();
        }
    }
}
