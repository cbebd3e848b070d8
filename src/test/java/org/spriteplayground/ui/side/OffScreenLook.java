package org.spriteplayground.ui.side;

import org.spriteplayground.ui.canvas.PaintMeter;
import com.formdev.flatlaf.FlatLightLaf;
import java.awt.Component;
import java.awt.Container;
import java.util.Locale;
import javax.swing.LookAndFeel;
import javax.swing.UIManager;
import org.junit.jupiter.api.extension.AfterEachCallback;
import org.junit.jupiter.api.extension.BeforeEachCallback;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.spriteplayground.i18n.Texts;
import org.spriteplayground.ui.Commands;
import org.spriteplayground.ui.OverlayText;

/**
 * For tests that lay parts of the window out off screen at a UI scale and in a language
 * ({@code @RegisterExtension}): puts FlatLaf at scale 1, the look and feel and the language back
 * after each test, and lays a part out as a shown window would.
 */
public final class OffScreenLook implements BeforeEachCallback, AfterEachCallback {

    private LookAndFeel before;

    @Override
    public void beforeEach(ExtensionContext context) {
        before = UIManager.getLookAndFeel();
    }

    @Override
    public void afterEach(ExtensionContext context) throws Exception {
        System.clearProperty("flatlaf.uiScale");
        FlatLightLaf.setup(); // FlatLaf's scale back to 1
        UIManager.setLookAndFeel(before);
        Texts.use(null);
    }

    /** Sets FlatLaf's light look up at UI scale {@code scale} and the texts in {@code language} (a tag: en, de, fr). Call on the event thread. */
    public static void use(String scale, String language) {
        System.setProperty("flatlaf.uiScale", scale);
        FlatLightLaf.setup();
        Texts.use(Locale.forLanguageTag(language));
    }

    /** Returns the side column of {@code model}, its overlay switches worked as the menu works them. Call on the event thread. */
    public static SideColumn sideColumn(org.spriteplayground.playground.Playground model) {
        return new SideColumn(model, new OverlayPanel(o -> Commands.toggle(OverlayText.key(o), null, () -> model.overlay(o), on -> { }), model), new PaintMeter(model));
    }

    /** Paints {@code c} whole into an image of its size, as the screen would, and returns the image. */
    public static java.awt.image.BufferedImage paint(Component c) {
        java.awt.image.BufferedImage image = new java.awt.image.BufferedImage(Math.max(1, c.getWidth()), Math.max(1, c.getHeight()),
                java.awt.image.BufferedImage.TYPE_INT_RGB);
        java.awt.Graphics2D g = image.createGraphics();
        try {
            c.paint(g);
        } finally {
            g.dispose();
        }
        return image;
    }

    /** Lays out {@code c} and everything in it once, as validating a window does (validate() needs a screen). */
    public static void layOut(Container c) {
        c.invalidate();
        c.doLayout();
        for (Component child : c.getComponents()) {
            if (child instanceof Container inner) {
                layOut(inner);
            }
        }
    }
}
