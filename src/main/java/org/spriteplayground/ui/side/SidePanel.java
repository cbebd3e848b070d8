package org.spriteplayground.ui.side;

import org.spriteplayground.ui.canvas.PaintMeter;
import java.awt.Dimension;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javax.swing.JButton;
import javax.swing.JTextArea;
import javax.swing.SwingUtilities;
import net.miginfocom.swing.MigLayout;
import org.spriteplayground.i18n.Texts;
import org.spriteplayground.lesson.ReadoutTable;
import org.spriteplayground.playground.Change;
import org.spriteplayground.playground.Playground;
import org.spriteplayground.ui.KeyboardAccess;
import org.spriteplayground.ui.dialogs.FileDialogs;
import org.spriteplayground.worksheet.ReadoutsCsv;

/**
 * The scrolling part of the column beside the canvas: the lesson's title and text, its presets
 * and controls, and the overlay switches; it fills the readouts' part above it too, with their
 * Export CSV… button. It follows the playground: a new lesson rebuilds it, a step refreshes the
 * readouts, an edit also brings the lesson's own controls up to date.
 */
public final class SidePanel extends ScrollingPart {

    /** The column's width in pixels at UI scale 1: room for two preset buttons and a readout table. */
    static final int WIDTH = 400;

    private final transient Playground model;
    private final ReadoutPanel readouts = new ReadoutPanel();
    /** Where the readouts show, below this panel in the column. */
    private final ReadoutPart readoutPart;
    private LessonControlsPanel lessonControls;
    /** The overlay switches, under the lesson's controls; null beside no window. */
    private final OverlayPanel overlays;
    private final transient PaintMeter meter;

    /** A panel whose readouts show in a part of their own, {@link #readoutPart()}, beside no canvas. */
    SidePanel(Playground model) {
        this(model, new ReadoutPart(), new PaintMeter(model), null);
    }

    /**
     * @param model what to show
     * @param readoutPart where the readouts show
     * @param meter the canvas's paint meter, whose tick figures the panel shows as the canvas does
     * @param overlays the overlay switches, or null for none
     */
    SidePanel(Playground model, ReadoutPart readoutPart, PaintMeter meter, OverlayPanel overlays) {
        super(new MigLayout(
                "wrap 1, fillx, insets 10 12 10 12, hidemode 3", // layout
                "[grow, fill]",                                  // columns: as wide as the scroll pane
                "[]6[]10[]10[]"));                               // rows: lesson's title, its explanation, its controls, the overlay switches
        this.model = model;
        this.overlays = overlays;
        this.readoutPart = readoutPart;
        this.meter = meter;
        setName("side");
        meter.ticks().add(this::tables, readouts::show); // a tick's readouts show with the strip's text of it, once painted
        model.addListener(this::changed);
        showLesson();
    }

    /** Returns the part of the column that shows this panel's readouts and their Export button. */
    ReadoutPart readoutPart() {
        return readoutPart;
    }

    /** Scrolls a control that Tab or Shift+Tab gave the focus to into view, with its focus ring, here or among the readouts. */
    private final transient java.beans.PropertyChangeListener focusFollower = e -> {
        for (javax.swing.JComponent part : List.of(this, readoutPart())) {
            if (e.getNewValue() instanceof javax.swing.JComponent c && SwingUtilities.isDescendingFrom(c, part)) {
                java.awt.Rectangle r = SwingUtilities.convertRectangle(c.getParent(), c.getBounds(), part);
                r.grow(0, 6);
                part.scrollRectToVisible(r);
            }
        }
    };

    @Override
    public void addNotify() {
        super.addNotify();
        java.awt.KeyboardFocusManager.getCurrentKeyboardFocusManager().addPropertyChangeListener("focusOwner", focusFollower);
    }

    @Override
    public void removeNotify() {
        java.awt.KeyboardFocusManager.getCurrentKeyboardFocusManager().removePropertyChangeListener("focusOwner", focusFollower);
        super.removeNotify();
    }

    private void changed(Change change) {
        switch (change) {
            case LESSON -> showLesson();
            case OVERLAYS -> meter.ticks().showNow(); // an overlay may bring its own table (the false-alarm map)
            case SCENE, PAUSE -> {
                meter.ticks().showNow();
                lessonControls.sync();
            }
            default -> { }
        }
    }

    private void showLesson() {
        // Step back and the timeline rebuild the same lesson: the panel stays scrolled where the pupil
        // left it. A lesson or scene opened starts at its title.
        javax.swing.JViewport view = getParent() instanceof javax.swing.JViewport v ? v : null;
        boolean same = view != null && model.lessonRebuilt();
        int keptY = same ? view.getViewPosition().y : 0;
        removeAll();
        lessonControls = new LessonControlsPanel(model);
        // wmin: the parts take the column's width, and wrap their texts to it.
        JTextArea title = Wrap.text(model.lesson().title(), "lessonTitle");
        title.putClientProperty(Wrap.FLATLAF_STYLE, "font: bold +4 $Label.font"); // not shown; follows a new font size (presentation mode)
        add(title, "wmin 10");
        add(GlossaryMarks.text(model.lesson().onScreen(), "lessonExplanation"), "wmin 10");
        add(lessonControls, "wmin 0");
        if (overlays != null) {
            add(overlays, "wmin 0");
        }
        readoutPart.show(readouts, exportButton());
        meter.ticks().showNow();
        revalidate();
        repaint();
        if (same) {
            view.getParent().validate(); // laid out now, so that the place kept is in the new lesson's height
            view.setViewPosition(new java.awt.Point(0, Math.max(0, Math.min(keptY, getHeight() - view.getExtentSize().height))));
        } else if (view != null) {
            view.setViewPosition(new java.awt.Point(0, 0)); // another lesson opens at its title
        }
        if (!same && readoutPart.getParent() instanceof javax.swing.JViewport readoutView) {
            readoutView.setViewPosition(new java.awt.Point(0, 0)); // and its readouts at their first row
        }
    }

    /**
     * Returns the readouts' "Export CSV…" button, which writes every readout table on show, as at
     * the press, one value per line.
     */
    private JButton exportButton() {
        JButton button = new JButton(Texts.text("export.readouts.button"));
        button.setName("exportReadouts");
        button.setMnemonic(Mnemonics.EXPORT);
        button.putClientProperty("JButton.buttonType", "roundRect");
        button.setToolTipText(Texts.format("export.readouts.tip", ReadoutsCsv.HEADER, String.valueOf(Mnemonics.EXPORT)));
        KeyboardAccess.reachable(button, Texts.text("export.readouts.title"), button.getToolTipText());
        button.addActionListener(e -> {
            List<ReadoutTable> now = ReadoutsCsv.neutral(this::tables); // English words and plain numbers, whatever the screen shows
            Path file = FileDialogs.save(button, Texts.text("export.readouts.title"), model.entry().id() + "-readouts.csv", Texts.text("filedialog.csv"), "csv");
            if (file != null) {
                try {
                    ReadoutsCsv.write(file, now);
                    model.say(Texts.format("export.saved", file));
                } catch (IOException | RuntimeException x) {
                    FileDialogs.error(button, Texts.format("export.cannotSave", file.getFileName()), x);
                }
            }
            KeyboardAccess.afterDialog(button);
        });
        return button;
    }

    /**
     * Returns the lesson's readouts, without the rows that tell a verdict while the canvas shows
     * none (Predict asking what the pupil saw), and for lessons that measure speed the meter's figures of the tick.
     */
    private List<ReadoutTable> tables() {
        List<ReadoutTable> tables = new ArrayList<>(model.readoutsShown());
        tables.addAll(model.lesson().measured());
        if (model.lesson().showsPerformance()) {
            tables.add(performance(meter));
        }
        return tables;
    }

    /** Returns the meter's table: the figures of its last tick's {@link PaintMeter.Reading}, as the canvas shows them. */
    public static ReadoutTable performance(PaintMeter meter) {
        String how = Texts.text("perf.how");
        PaintMeter.Reading reading = meter.reading();
        return new ReadoutTable(Texts.text("perf.title"), List.of(Texts.text("perf.value")), List.of(
                ReadoutTable.Row.keyed("perf.step", how, List.of(reading.step())),
                ReadoutTable.Row.keyed("perf.paint", Texts.text("perf.paintHow"), List.of(reading.paint())),
                ReadoutTable.Row.keyed("perf.fps", Texts.text("perf.fpsHow"), List.of(Integer.toString(reading.fps())))));
    }

    @Override
    public Dimension getPreferredSize() {
        Dimension d = super.getPreferredSize();
        return new Dimension(scaled(WIDTH), d.height);
    }

    @Override
    public Dimension getPreferredScrollableViewportSize() {
        // The canvas decides the window's height; this column scrolls within it.
        return new Dimension(scaled(WIDTH), 400);
    }

    /** Returns {@code px} at FlatLaf's UI scale, so the column keeps its room at scale 2. */
    public static int scaled(int px) {
        return com.formdev.flatlaf.util.UIScale.scale(px);
    }
}
