package org.spriteplayground.ui.canvas;

import java.awt.Dimension;
import java.awt.Font;
import java.awt.Graphics;
import java.awt.Graphics2D;
import java.awt.geom.AffineTransform;
import java.awt.image.BufferedImage;
import java.util.List;
import java.util.Map;
import javax.swing.JComponent;
import javax.swing.SwingUtilities;
import org.spriteplayground.geometry.Aabb;
import org.spriteplayground.i18n.Texts;
import org.spriteplayground.playground.Change;
import org.spriteplayground.playground.Playground;
import org.spriteplayground.render.CanvasLegend;
import org.spriteplayground.render.SceneRenderer;
import org.spriteplayground.ui.Accessible;
import org.spriteplayground.ui.side.SidePanel;

/**
 * The drawing surface: the lesson's world fitted to the component under its status strip
 * ({@link CanvasStatus}, a child laid out across the top). It only paints what the
 * {@link Playground} holds.
 */
public final class CanvasPanel extends JComponent {

    private final transient Playground model;
    private final transient Map<String, BufferedImage> images;
    private final transient FailureReporter failures;
    private final transient java.util.function.DoubleSupplier lineScale;
    private transient BufferedImage buffer;
    private final transient Selection selection = new Selection();
    /** Times this canvas's paints; the strip and the side panel show its reading of the tick. */
    private final transient PaintMeter meter;
    /** The status strip across the top. */
    private final CanvasStatus strip;
    /** The legend of the inks painted, in a band across the foot, under the world. */
    private final LegendBand legend = new LegendBand();
    /** The legend of the last paint, for the band to show once the paint is over. */
    private transient CanvasLegend painted;
    /** Chooses the type of the strip and the band for the canvas's size, type and lesson. */
    private final transient CanvasType type;
    /** Where the canvas looks in the world: all of it, or a readable part that a drag on the sky moves. */
    private final transient ViewPart view;
    /** The lesson of the last frame painted: until a frame of a new lesson is painted, its band shows the legend of its first frame. */
    private transient Object framed;
    /** The height of the strips (status and legend band) as the window last heard of it: {@link #getMinimumSize()}. */
    private int laidStrips;
    /** The description screen readers hear. */
    private final transient SceneDescription description;

    /**
     * @param model what to show
     * @param images sprite images by name, shared: sprites opened later are added to it
     * @param failures hears a paint that threw (reported later, not from inside paint)
     * @param lineScale how many times as thick as usual the world's lines are (the presentation size)
     */
    public CanvasPanel(Playground model, Map<String, BufferedImage> images, FailureReporter failures, java.util.function.DoubleSupplier lineScale) {
        this.model = model;
        meter = new PaintMeter(model);
        strip = new CanvasStatus(model, meter);
        type = new CanvasType(model, strip, legend, lineScale);
        setLayout(null); // doLayout places the strip
        add(strip);
        view = new ViewPart(model);
        strip.part(() -> view.part(getWidth(), worldHeight(strip.getHeight())));
        add(legend.pane());
        meter.whenPainted(() -> {
            if (painted != null) {
                legend.painted(painted);
            }
        });
        strip.addMouseListener(new java.awt.event.MouseAdapter() {
            @Override
            public void mousePressed(java.awt.event.MouseEvent e) {
                requestFocusInWindow(); // the strip is part of the canvas: a click on it gives the canvas the keys
            }
        });
        // The status line's "Selected …: arrows move it" note goes with the selection, and stays as long as it:
        selection.whenCleared(() -> {
            if (model.notice().isEmpty() || PieceKeys.isSelectedNote(model.notice())) {
                model.say(""); // views read the notice again: the note has gone with the selection
            }
        });
        // and it is what the line says whenever no other notice is pending: the model empties the line on
        // every change by hand (typed values, a drag), a pause or a new speed, and the note is back at once.
        model.standingNotice(() -> selection.piece(model.lesson()).map(PieceKeys::selected).orElse(""));
        this.lineScale = lineScale;
        this.images = images;
        this.failures = failures;
        setName("canvas");
        setOpaque(true);
        setFocusable(true);
        // Sizes at FlatLaf's UI scale, so a window at scale 2 opens twice as large, not cramped.
        setPreferredSize(new Dimension(SidePanel.scaled(760), SidePanel.scaled(480)));
        Accessible.name(this, Texts.text("canvas.name"), null);
        description = new SceneDescription(this, model);
        model.addListener(change -> {
            if (change != Change.STEPS) {
                strip.refresh(); // a tick shows once painted (PaintMeter.ticks)
            }
            repaint();
            description.changed(change);
        });
    }

    /** Times the scene's descriptions by {@code nanos} instead of the system's clock. */
    void describeBy(java.util.function.LongSupplier nanos) {
        description.timeBy(nanos);
    }

    /** Tells screen readers what a step or a reset just brought ({@code happened}: "Contact") before the scene's sentence. */
    public void announce(String happened) {
        description.announce(happened);
    }

    /** Tells screen readers this is a drawing, described by the lesson's sentence of the scene. */
    @Override
    public javax.accessibility.AccessibleContext getAccessibleContext() {
        if (accessibleContext == null) {
            accessibleContext = new AccessibleJComponent() {
                @Override
                public javax.accessibility.AccessibleRole getAccessibleRole() {
                    return javax.accessibility.AccessibleRole.CANVAS;
                }
            };
        }
        return accessibleContext;
    }

    /**
     * Returns the height of the canvas's strips as last laid out, the status strip and the legend
     * band, and no width: the world takes what its window gives beyond them, at least a share of it
     * ({@link org.spriteplayground.ui.chart.CanvasAndChart#WORLD_SHARE}).
     */
    @Override
    public Dimension getMinimumSize() {
        return new Dimension(0, strip.getHeight() + legend.pane().getHeight());
    }

    /** Returns the meter of this canvas's paints, whose figures the side panel shows beside the strip's. */
    public PaintMeter paintMeter() {
        return meter;
    }

    /**
     * Lets the paused banner be the one {@code hint} gives when it gives one (Predict's keys), else
     * the playback keys'; {@code hints} gives every banner it may give at the time, the strip as high as the longest.
     */
    public void pauseHint(java.util.function.Supplier<String> hint, java.util.function.Supplier<List<String>> hints) {
        strip.hint(hint, hints);
    }

    /** Shows the status strip afresh: what the paused banner says has changed (Predict's phase). */
    public void statusChanged() {
        strip.refresh();
    }

    /**
     * The strip's size decides only the strip and the world under it, so a strip that needs a line
     * more lays out this canvas again and not the whole window (it changes on every tick).
     */
    @Override
    public boolean isValidateRoot() {
        return true;
    }

    /**
     * Puts the strip across the top, in bold in the type {@link #textFont()} chooses, as high as
     * {@link CanvasStatus#height} keeps it, and the legend's band across the foot in that type, as
     * high as its rows at this width, at most a share of the room under the strip
     * ({@link LegendBand#layOut}); the world takes what is between.
     * Until a frame of the lesson is painted, the band shows the legend of the frame the world's
     * area will paint (again where that legend changes the area), so a lesson opens with its band
     * in place instead of the band popping in after its first frame.
     */
    @Override
    public void doLayout() {
        for (int pass = 0; pass < 3; pass++) {
            Font font = textFont();
            strip.setFont(font.deriveFont(Font.BOLD));
            strip.setBounds(0, 0, getWidth(), strip.height(strip.getFont(), getWidth()));
            legend.type(font, type.lines(font));
            legend.layOut(getWidth(), getHeight(), getHeight() - strip.getHeight(), model.lesson());
            if (model.lesson() == framed || !legend.show(firstFrame())) {
                break;
            }
            // The type and the band's height came from the entries the band showed before: both are chosen again with the first frame's.
            type.forget();
            legend.forget();
        }
        strip.refresh(); // the part of the world on show, which the strip names, goes with the size
        int strips = getMinimumSize().height;
        if (strips != laidStrips && getParent() != null) {
            // The canvas's least height follows its strips, past this validate root: the window lays out again, so the world keeps its share.
            laidStrips = strips;
            SwingUtilities.invokeLater(getParent()::revalidate);
        }
    }

    /**
     * Returns the legend of the frame the canvas would paint as laid out now: none where the strip
     * covers the canvas, since Swing then paints the canvas's children only.
     */
    private CanvasLegend firstFrame() {
        if (getWidth() <= 0 || strip.getHeight() >= getHeight()) {
            return new CanvasLegend();
        }
        int height = worldHeight(strip.getHeight());
        return CanvasPainter.legend(getWidth(), height, model, view.shown(getWidth(), height), images, getFont(), lineScale.getAsDouble());
    }

    /**
     * Draws the world into one off-screen image of its size under the strip (made once per size,
     * compatible with the screen) and copies it to the screen in one go; tells the meter how long
     * that took. The strip paints itself.
     */
    @Override
    protected void paintComponent(Graphics graphics) {
        long start = System.nanoTime();
        framed = model.lesson();
        int top = strip.getHeight();
        int w = Math.max(1, getWidth());
        int h = worldHeight(top);
        if (buffer == null || buffer.getWidth() != w || buffer.getHeight() != h) {
            buffer = CanvasPainter.buffer(getGraphicsConfiguration(), w, h);
        }
        Graphics2D back = buffer.createGraphics();
        try {
            Aabb shown = view.shown(w, h);
            painted = CanvasPainter.paint(buffer, back, w, h, model, shown, images, getFont(), lineScale.getAsDouble());
            SelectionRing.paint(back, SceneRenderer.fit(shown, w, h), model.lesson(), selection, painted);
        } catch (RuntimeException | StackOverflowError failure) {
            CanvasPainter.failed(back, w, h, getFont(), failure);
            SwingUtilities.invokeLater(() -> failures.failed(Texts.text("canvas.failedWhat"), failure)); // reported once painting is over
        } finally {
            back.dispose();
        }
        Graphics2D g = (Graphics2D) graphics.create();
        try {
            g.drawImage(buffer, 0, top, null);
        } finally {
            g.dispose();
        }
        meter.painted(System.nanoTime() - start);
    }

    /** Returns the piece the keyboard works on; the canvas rings it. */
    public Selection selection() {
        return selection;
    }

    /** Returns the part of the world on show, as last laid out: all of it, or the readable part. */
    Aabb shown() {
        return view.shown(getWidth(), worldHeight(strip.getHeight()));
    }

    /** Returns the transform from world units to this component's pixels, as last laid out. */
    public AffineTransform worldToScreen() {
        return worldToScreen(strip.getHeight());
    }

    private AffineTransform worldToScreen(int top) {
        AffineTransform t = AffineTransform.getTranslateInstance(0, top);
        t.concatenate(SceneRenderer.fit(view.shown(getWidth(), worldHeight(top)), getWidth(), worldHeight(top)));
        return t;
    }

    /** Moves the part of the world on show as a drag of {@code dx}, {@code dy} pixels on the sky does; returns false while all of it shows. */
    boolean drag(double dx, double dy) {
        boolean part = view.drag(getWidth(), worldHeight(strip.getHeight()), dx, dy);
        strip.refresh();
        repaint();
        return part;
    }

    /** Returns the height of the world's area: between a strip {@code top} high and the legend's band. */
    private int worldHeight(int top) {
        return Math.max(1, getHeight() - top - legend.pane().getHeight());
    }

    /** Returns the boxes of the labels of the last paint, in this component's pixels; none before the first paint. */
    List<java.awt.Rectangle> labelsShown() {
        int top = strip.getHeight();
        return painted == null ? List.of() : painted.labels().stream().map(box -> {
            java.awt.Rectangle r = box.getBounds();
            r.translate(0, top);
            return r;
        }).toList();
    }

    /** Returns the legend of the last paint, or null before the first. */
    CanvasLegend painted() {
        return painted;
    }

    /** Returns the status strip across the top. */
    CanvasStatus strip() {
        return strip;
    }

    /** Returns the type of the canvas's own texts, the strip's and the band's ({@link CanvasType}). */
    Font textFont() {
        return type.of(getWidth(), getHeight(), getFont(), legend.pane().getHeight());
    }
}
