package org.spriteplayground;

import java.awt.Window;
import java.lang.reflect.InvocationTargetException;
import javax.swing.SwingUtilities;
import javax.swing.UIManager;
import javax.swing.UnsupportedLookAndFeelException;
import javax.swing.plaf.metal.MetalLookAndFeel;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.spriteplayground.i18n.Texts;

/**
 * Starts every test class from the same state: no window left open by the class before, Swing's
 * Metal look, no presentation-mode font, no FlatLaf scale asked for, English texts. Test classes share a JVM in any order, so a look,
 * text size or language left by one would change what the next one lays out and measures.
 * Registered for all tests through {@code META-INF/services}; a class that wants FlatLaf, a
 * scale or a language sets it itself.
 */
public final class SwingDefaultsPerClass implements BeforeAllCallback {

    @Override
    public void beforeAll(ExtensionContext context) throws UnsupportedLookAndFeelException, InterruptedException,
            InvocationTargetException {
        SwingUtilities.invokeAndWait(() -> {
            for (Window window : Window.getWindows()) {
                window.dispose();
            }
        });
        UIManager.put("defaultFont", null);
        System.clearProperty("flatlaf.uiScale");
        UIManager.setLookAndFeel(new MetalLookAndFeel());
        Texts.use(null);
    }
}
