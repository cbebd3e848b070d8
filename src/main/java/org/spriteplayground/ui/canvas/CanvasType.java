package org.spriteplayground.ui.canvas;

import java.awt.Font;
import java.util.List;
import java.util.function.DoubleSupplier;
import org.spriteplayground.playground.Playground;
import org.spriteplayground.render.SceneRenderer;
import org.spriteplayground.ui.chart.ChartFont;

/**
 * The type of the canvas's own texts, its status strip (in bold) and its legend band: the canvas's
 * type, which presentation mode enlarges with every other text of the window, so that the back of
 * the room reads them too. It steps down towards the usual size, an eighth of it at a time, only
 * where the world would be drawn smaller than {@value #KEEP} of the size it has in the same canvas
 * under texts in the usual type, or where the band would scroll entries that the usual type shows
 * whole: the texts take a little of the world's room, never most of it (separating axes at ×2
 * was once drawn 274 × 160 px against 602 × 351). Chosen again when the canvas's size, type,
 * lesson or band changes, not on every tick.
 */
final class CanvasType {

    /** The least share of the world's size under usual-size texts that it keeps under the canvas's texts in presentation type. */
    static final double KEEP = 0.8;

    private final Playground model;
    private final CanvasStatus strip;
    private final LegendBand band;
    private final DoubleSupplier lineScale;
    private Font chosen;
    private List<Object> chosenFor;

    CanvasType(Playground model, CanvasStatus strip, LegendBand band, DoubleSupplier lineScale) {
        this.model = model;
        this.strip = strip;
        this.band = band;
        this.lineScale = lineScale;
    }

    /** Returns the canvas's texts' type on a canvas {@code width} &times; {@code height} in {@code font}, whose band is {@code high} now. */
    Font of(int width, int height, Font font, int high) {
        List<Object> key = List.of(width, height, high, font, model.lesson());
        if (!key.equals(chosenFor)) {
            chosenFor = key;
            chosen = fitting(width, height, font);
        }
        return chosen;
    }

    /** Chooses the type afresh at the next {@link #of}: the band's entries have changed. */
    void forget() {
        chosenFor = null;
    }

    /** Returns how many times as thick as usual the band's samples are drawn in {@code font}: as much as the type has grown, up to the canvas's line scale. */
    float lines(Font font) {
        Font usual = javax.swing.UIManager.getLookAndFeelDefaults().getFont("defaultFont");
        double grown = usual == null ? 1 : font.getSize2D() / usual.getSize2D();
        return (float) Math.max(1, Math.min(lineScale.getAsDouble(), grown));
    }

    private Font fitting(int width, int height, Font font) {
        Font usual = javax.swing.UIManager.getLookAndFeelDefaults().getFont("defaultFont");
        if (usual == null || width <= 0 || height <= 0 || usual.getSize2D() >= font.getSize2D()) {
            return font;
        }
        Font small = font.deriveFont(usual.getSize2D());
        double least = KEEP * worldScale(small, width, height) * (1 - 1e-9);
        boolean scrolls = scrolls(small, width, height);
        return ChartFont.fitting(font, usual.getSize2D(), f -> worldScale(f, width, height) >= least && (scrolls || !scrolls(f, width, height)));
    }

    /** Returns the scale the whole world would be drawn at under the strip and over the band in {@code font}: the room they leave it. */
    private double worldScale(Font font, int width, int height) {
        int top = strip.height(font.deriveFont(Font.BOLD), width);
        int room = Math.max(1, height - top - Math.min(band.rowsIn(font, lines(font), width), LegendBand.most(height - top)));
        return SceneRenderer.fit(model.simulation().world().bounds(), width, room).getScaleX();
    }

    /** Returns whether the band's entries in {@code font} would take more than its share of the room under the strip: it would scroll them. */
    private boolean scrolls(Font font, int width, int height) {
        return band.rowsIn(font, lines(font), width) > LegendBand.most(height - strip.height(font.deriveFont(Font.BOLD), width));
    }
}
