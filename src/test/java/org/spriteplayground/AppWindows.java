package org.spriteplayground;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Frame;
import java.awt.Window;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.AfterEachCallback;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.spriteplayground.ui.MainFrame;

/**
 * What every real-window test class checks and leaves behind, with {@code @ExtendWith(AppWindows.class)}:
 * after each test, every app window still open has reported no failure (a tick, a paint, an action,
 * anything uncaught on the event thread); after the class, every window is closed. A test that
 * opens its own window needs no closing of its own: {@link Gui#open} closes the one before.
 */
public final class AppWindows implements AfterEachCallback, AfterAllCallback {

    @Override
    public void afterEach(ExtensionContext context) {
        List<MainFrame> open = Gui.onEdt(() -> Arrays.stream(Frame.getFrames())
                .filter(f -> f instanceof MainFrame && f.isDisplayable()).map(f -> (MainFrame) f).toList());
        for (MainFrame frame : open) {
            assertThat(Gui.onEdt(frame::failureCount))
                    .as("failures the app reported (a tick, a paint, an action, anything uncaught)").isZero();
        }
    }

    @Override
    public void afterAll(ExtensionContext context) {
        Gui.run(() -> Arrays.stream(Window.getWindows()).forEach(Window::dispose));
    }
}
