package org.spriteplayground.ui.experiment;

import java.awt.Dimension;
import java.awt.Graphics;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.geom.AffineTransform;
import java.util.Map;
import javax.swing.JComponent;
import org.spriteplayground.experiment.FalseAlarmMap;
import org.spriteplayground.geometry.Vec2;
import org.spriteplayground.lesson.draw.FalseAlarmDrawing;
import org.spriteplayground.render.Java2dDraw;
import org.spriteplayground.render.Palette;
import org.spriteplayground.sim.DebugDraw.Fill;
import org.spriteplayground.sim.Ink;
import org.spriteplayground.sprite.SpriteAnalysis;
import org.spriteplayground.sprite.TurnedMask;

/**
 * A false-alarm map as the flying-jets lesson draws it, scaled to fit: around sprite A's centre,
 * B's centre places washed where the pixels touch and hatched where only the bound meets, with A's
 * own turned pixels and centre on top. It paints what it was given and works nothing out.
 */
final class FalseAlarmPicture extends JComponent {

    private transient FalseAlarmMap map;
    private transient TurnedMask maskA;
    private boolean[] opaqueA;

    FalseAlarmPicture() {
        setName("experimentMapPicture");
        setPreferredSize(new Dimension(280, 280));
        setMinimumSize(new Dimension(120, 120));
    }

    /** Shows {@code shown}, A being {@code a} (turned as the map says); null shows nothing. */
    void show(FalseAlarmMap shown, SpriteAnalysis a) {
        map = shown;
        if (shown != null) {
            maskA = a.turnedMask(shown.degreesA());
            opaqueA = new boolean[maskA.width() * maskA.height()];
            for (int j = 0; j < maskA.height(); j++) {
                for (int i = 0; i < maskA.width(); i++) {
                    opaqueA[j * maskA.width() + i] = maskA.isOpaque(maskA.originX() + i, maskA.originY() + j);
                }
            }
        }
        repaint();
    }

    /** Returns the map on show, or null. */
    FalseAlarmMap map() {
        return map;
    }

    @Override
    protected void paintComponent(Graphics g) {
        Graphics2D g2 = (Graphics2D) g.create();
        try {
            g2.setColor(Palette.background());
            g2.fillRect(0, 0, getWidth(), getHeight());
            if (map == null) {
                return;
            }
            g2.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
            double scale = Math.min(getWidth(), getHeight()) / (double) map.width();
            AffineTransform worldToScreen = new AffineTransform();
            worldToScreen.translate(getWidth() / 2.0, getHeight() / 2.0);
            worldToScreen.scale(scale, scale);
            Java2dDraw draw = new Java2dDraw(g2, worldToScreen, Map.of());
            FalseAlarmDrawing.draw(map, Vec2.ZERO, draw);
            // Cell (x, y) of a turned mask covers [x, x + 1] x [y, y + 1] about the pivot.
            draw.cells(maskA.originX(), maskA.originY(), maskA.width(), opaqueA, Ink.WALL, Fill.TINT);
            draw.point(Vec2.ZERO, Ink.CENTER);
        } finally {
            g2.dispose();
        }
    }
}
