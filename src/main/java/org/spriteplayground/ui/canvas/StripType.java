package org.spriteplayground.ui.canvas;

import java.awt.Font;
import java.util.List;
import org.spriteplayground.playground.Playground;
import org.spriteplayground.render.SceneRenderer;
import org.spriteplayground.ui.chart.ChartFont;

/**
 * The status strip's type: the canvas's in bold, stepped down a point at a time towards the usual
 * size (presentation off) where its taller strip would draw the whole world smaller than the usual
 * size's strip leaves it. Large type never takes room from the world: the strip grows only into
 * the space the world's shape leaves free. Chosen again when the canvas's size, type, legend band
 * or lesson changes, not on every tick.
 */
final class StripType {

    private final Playground model;
    private final CanvasStatus strip;
    private Font chosen;
    private List<Object> chosenFor;

    StripType(Playground model, CanvasStatus strip) {
        this.model = model;
        this.strip = strip;
    }

    /** Returns the strip's type on a canvas {@code width} &times; {@code height} in {@code font}, above a legend band {@code band} high. */
    Font of(int width, int height, Font font, int band) {
        List<Object> key = List.of(width, height, band, font, model.lesson());
        if (!key.equals(chosenFor)) {
            chosenFor = key;
            chosen = fitting(width, height, font, band);
        }
        return chosen;
    }

    private Font fitting(int width, int height, Font canvasFont, int band) {
        Font font = canvasFont.deriveFont(Font.BOLD);
        Font usual = javax.swing.UIManager.getLookAndFeelDefaults().getFont("defaultFont");
        if (usual == null || width <= 0 || height <= 0 || usual.getSize2D() >= font.getSize2D()) {
            return font;
        }
        double least = worldScale(font.deriveFont(usual.getSize2D()), width, height, band) * (1 - 1e-9);
        return ChartFont.fitting(font, f -> worldScale(f, width, height, band) >= least);
    }

    /** Returns the scale the whole world would be drawn at below a strip in {@code font}: the room it leaves the world, whatever part is on show. */
    private double worldScale(Font font, int width, int height, int band) {
        int room = Math.max(1, height - strip.height(font, width) - band);
        return SceneRenderer.fit(model.simulation().world().bounds(), width, room).getScaleX();
    }
}
