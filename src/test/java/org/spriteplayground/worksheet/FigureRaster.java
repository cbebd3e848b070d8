package org.spriteplayground.worksheet;

import java.awt.Graphics2D;
import java.awt.geom.AffineTransform;
import java.awt.geom.Rectangle2D;
import java.awt.image.BufferedImage;
import java.awt.image.DataBufferInt;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import org.spriteplayground.geometry.Aabb;
import org.spriteplayground.geometry.Capsule;
import org.spriteplayground.geometry.Circle;
import org.spriteplayground.geometry.Pose;
import org.spriteplayground.geometry.Vec2;
import org.spriteplayground.lesson.Lesson;
import org.spriteplayground.render.CanvasLegend;
import org.spriteplayground.render.SceneRenderer;
import org.spriteplayground.sim.DebugDraw;
import org.spriteplayground.sim.ForwardingDraw;
import org.spriteplayground.sim.Ink;
import org.spriteplayground.sim.Overlays;
import org.spriteplayground.sim.World;

/**
 * The pupils' figure of page 1 painted as a raster by the code that paints it into the PDF
 * ({@link FigurePainter#paint}), {@link #PER_POINT} pixels to its point, with the ruler; and, for
 * each entry of its legend, how much of what that entry names shows in it: the figure is painted
 * again with only the entry's marks (over the sprites, which every mark lies on), and the pixels
 * those marks change are counted, and of them those that show the same colour in the whole figure.
 */
final class FigureRaster {

    /** Pixels to a point of the figure: enough that a line of the figure has a middle of its own colour. */
    static final int PER_POINT = 2;
    /** How far a channel may differ for two pixels to count as the same colour: anti-aliasing's rounding. */
    private static final int SAME = 24;

    /** One call the figure made on its surface: the legend entry whose marks it paints (see {@link #key}), or none for the sprites under all. */
    private record Call(Object key, Consumer<DebugDraw> paint) {
    }

    private final PupilsFigure figure;
    private final Overlays overlays;
    private final float width;
    private final float height;
    private final Aabb ruled;
    private final List<Call> calls = new ArrayList<>();
    private final int[] whole;
    private final int[] bare;
    private final CanvasLegend legend;
    private final List<Ruler.Tick> ticks;

    /** Paints the pupils' figure of {@code lesson} as page 1 does, {@code width} x {@code height} points. */
    FigureRaster(Lesson lesson, Overlays overlays, float width, float height) {
        this.figure = new PupilsFigure(lesson, new Secrets(Questions.of(lesson)), overlays, width, height);
        this.overlays = overlays;
        this.width = width;
        this.height = height;
        this.ruled = lesson.bounds();
        CanvasLegend[] painted = new CanvasLegend[1];
        // The figure in its frame and with its legend, its calls kept as it paints them.
        this.whole = paint(drawingOnly(figure, figure.bounds(), (target, shown) -> {
            calls.clear();
            figure.draw(new Recorder(target), shown);
        }), painted);
        this.legend = painted[0];
        this.bare = paint(replay(null), null);
        this.ticks = Ruler.ticks(worldToFigure(), figure.bounds(), ruled);
    }

    /** Returns the legend of the inks the figure painted. */
    CanvasLegend legend() {
        return legend;
    }

    /** Returns where the figure's frame lies, in points of the figure. */
    Rectangle2D frame() {
        Aabb b = figure.bounds();
        return worldToFigure().createTransformedShape(new Rectangle2D.Double(b.minX(), b.minY(), b.width(), b.height())).getBounds2D();
    }

    /** Returns the ruler's ticks, in points of the figure. */
    List<Ruler.Tick> ticks() {
        return ticks;
    }

    /**
     * Returns the share of the pixels {@code entry}'s marks paint on their own (over the sprites)
     * that show the same colour in the whole figure: 0 where later marks cover them all, -1 where
     * they paint no pixel.
     */
    double shown(CanvasLegend.Entry entry) {
        int[] alone = paint(replay(key(entry)), null);
        int footprint = 0;
        int same = 0;
        for (int i = 0; i < alone.length; i++) {
            if (!same(alone[i], bare[i])) {
                footprint++;
                if (same(alone[i], whole[i])) {
                    same++;
                }
            }
        }
        return footprint == 0 ? -1 : same / (double) footprint;
    }

    private AffineTransform worldToFigure() {
        return SceneRenderer.fit(figure.bounds(), Math.round(width), Math.round(height));
    }

    private int[] paint(World world, CanvasLegend[] legendOut) {
        BufferedImage image = new BufferedImage(Math.round(width * PER_POINT), Math.round(height * PER_POINT), BufferedImage.TYPE_INT_RGB);
        Graphics2D g = image.createGraphics();
        try {
            g.scale(PER_POINT, PER_POINT);
            FigurePainter.Painted painted = FigurePainter.paint(g, world, overlays, WorksheetWriterTest.images(), width, height, ruled);
            if (legendOut != null) {
                legendOut[0] = painted.legend();
            }
        } finally {
            g.dispose();
        }
        return ((DataBufferInt) image.getRaster().getDataBuffer()).getData();
    }

    private static boolean same(int a, int b) {
        return Math.abs(((a >> 16) & 255) - ((b >> 16) & 255)) <= SAME && Math.abs(((a >> 8) & 255) - ((b >> 8) & 255)) <= SAME
                && Math.abs((a & 255) - (b & 255)) <= SAME;
    }

    /** Returns what the calls that paint {@code entry}'s marks are keyed by: an ink's lines, points and labels by the ink, its cells by ink and fill. */
    private static Object key(CanvasLegend.Entry entry) {
        return switch (entry.sample()) {
            case LINE -> entry.ink();
            case TINT -> List.of(entry.ink(), DebugDraw.Fill.TINT);
            case HATCH -> List.of(entry.ink(), DebugDraw.Fill.HATCH);
            case TRUTH, RING -> entry.sample();
        };
    }

    /** Returns the figure painting again only the sprites and the calls keyed {@code key} (none: the sprites alone). */
    private World replay(Object key) {
        return drawingOnly(null, figure.bounds(), (target, shown) -> calls.stream().filter(c -> c.key() == null || c.key().equals(key)).forEach(c -> c.paint().accept(target)));
    }

    /** Returns a world of {@code bounds} that only draws, as {@code draw} does: a figure seen through a spy; no legend. */
    static World drawingOnly(Aabb bounds, java.util.function.BiConsumer<DebugDraw, Overlays> draw) {
        return drawingOnly(null, bounds, draw);
    }

    /** Returns a world of {@code bounds} that only draws, as {@code draw} does, with the legend of {@code legend} (null: none). */
    static World drawingOnly(World legend, Aabb bounds, java.util.function.BiConsumer<DebugDraw, Overlays> draw) {
        return new World() {
            @Override
            public String legendName(Ink ink) {
                return legend == null ? null : legend.legendName(ink);
            }

            @Override
            public String legendName(Ink ink, DebugDraw.Fill fill) {
                return legend == null ? null : legend.legendName(ink, fill);
            }

            @Override
            public Aabb bounds() {
                return bounds;
            }

            @Override
            public void step(double seconds) {
            }

            @Override
            public void reset() {
            }

            @Override
            public void draw(DebugDraw target, Overlays shown) {
                draw.accept(target, shown);
            }
        };
    }

    /** Hands every call on and keeps it, keyed by the legend entry whose marks it paints. */
    private final class Recorder extends ForwardingDraw {

        Recorder(DebugDraw target) {
            super(target);
        }

        private void keep(Object key, Consumer<DebugDraw> paint) {
            calls.add(new Call(key, paint));
            paint.accept(target);
        }

        @Override
        public void crowd(int bodies) {
            keep(null, d -> d.crowd(bodies));
        }

        @Override
        public void circle(Circle circle, Ink ink) {
            keep(ink, d -> d.circle(circle, ink));
        }

        @Override
        public void circles(double[] xs, double[] ys, double[] radii, int count, Ink ink) {
            keep(ink, d -> d.circles(xs, ys, radii, count, ink));
        }

        @Override
        public void box(Aabb box, Ink ink) {
            keep(ink, d -> d.box(box, ink));
        }

        @Override
        public void polygon(List<Vec2> points, Ink ink) {
            keep(ink, d -> d.polygon(points, ink));
        }

        @Override
        public void capsule(Capsule capsule, Ink ink) {
            keep(ink, d -> d.capsule(capsule, ink));
        }

        @Override
        public void segment(Vec2 from, Vec2 to, Ink ink) {
            keep(ink, d -> d.segment(from, to, ink));
        }

        @Override
        public void point(Vec2 at, Ink ink) {
            keep(ink, d -> d.point(at, ink));
        }

        @Override
        public void label(Vec2 at, String text, Ink ink) {
            keep(ink, d -> d.label(at, text, ink));
        }

        @Override
        public void label(Vec2 at, String text, Ink ink, Side side) {
            keep(ink, d -> d.label(at, text, ink, side));
        }

        @Override
        public void verdict(Vec2 at, String text, Ink ink, Side side) {
            keep(ink, d -> d.verdict(at, text, ink, side));
        }

        @Override
        public void leader(Vec2 from, Vec2 to, Ink ink) {
            keep(ink, d -> d.leader(from, to, ink));
        }

        @Override
        public void cells(double x, double y, int width, boolean[] on, Ink ink, Fill fill) {
            keep(List.of(ink, fill), d -> d.cells(x, y, width, on, ink, fill));
        }

        @Override
        public void sprite(String spriteName, Pose pose) {
            keep(null, d -> d.sprite(spriteName, pose));
        }

        @Override
        public void sprites(String spriteName, double[] xs, double[] ys, double[] angles, int count, boolean smooth) {
            keep(null, d -> d.sprites(spriteName, xs, ys, angles, count, smooth));
        }

        @Override
        public void truth(String spriteName, Pose pose) {
            keep(CanvasLegend.Sample.TRUTH, d -> d.truth(spriteName, pose));
        }
    }
}
