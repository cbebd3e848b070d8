package org.spriteplayground.bench;

import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.util.LinkedHashMap;
import java.util.Map;
import javax.swing.UIManager;
import org.spriteplayground.playground.Playground;
import org.spriteplayground.render.Images;
import org.spriteplayground.sprite.SpriteLoader;
import org.spriteplayground.ui.canvas.CanvasPanel;
import org.spriteplayground.ui.canvas.FailureReporter;

/**
 * The canvas as the user's screen paints it on a tick: the model steps (the status strip's text
 * changes with the step count and the measured figures), the canvas is laid out again, as the
 * strip's changed text asks Swing's repaint manager to do on screen (here, with no window, the
 * benchmark's thread does it), and the whole {@link CanvasPanel}, strip included, paints into an
 * image of the screen's type.
 */
final class PaintedCanvas {

    private final Playground model;
    private final CanvasPanel panel;
    private final BufferedImage image;

    /** A canvas of {@code width} &times; {@code height} showing {@code model} running, in the installed theme's font. */
    PaintedCanvas(Playground model, int width, int height) {
        this.model = model;
        model.setPaused(false);
        Map<String, BufferedImage> images = new LinkedHashMap<>();
        for (String name : SpriteLoader.BUNDLED) {
            images.put(name, Images.premultiplied(SpriteLoader.bundled(name).image()));
        }
        panel = new CanvasPanel(model, images, new FailureReporter(null, model), () -> 1.0);
        panel.setFont(UIManager.getFont("Label.font"));
        panel.setSize(width, height);
        panel.doLayout();
        image = new BufferedImage(width, height, BufferedImage.TYPE_INT_RGB);
    }

    /** Runs one step (which updates the strip's text), lays the canvas out again and paints it whole. */
    BufferedImage tick() {
        model.step();
        panel.doLayout();
        return paint();
    }

    /** Paints the whole canvas, strip included, as last laid out. */
    BufferedImage paint() {
        Graphics2D g = image.createGraphics();
        try {
            panel.paint(g);
        } finally {
            g.dispose();
        }
        return image;
    }
}
