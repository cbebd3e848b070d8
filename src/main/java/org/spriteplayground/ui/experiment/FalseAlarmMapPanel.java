package org.spriteplayground.ui.experiment;

import java.util.concurrent.ExecutionException;
import javax.swing.DefaultListCellRenderer;
import javax.swing.JCheckBox;
import javax.swing.JComboBox;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JSpinner;
import javax.swing.SpinnerNumberModel;
import javax.swing.SwingWorker;
import org.spriteplayground.i18n.Texts;
import net.miginfocom.swing.MigLayout;
import org.spriteplayground.experiment.FalseAlarmMap;
import org.spriteplayground.experiment.FalseAlarmMaps;
import org.spriteplayground.lesson.FalseAlarmText;
import org.spriteplayground.sprite.BoundKind;
import org.spriteplayground.sprite.SpriteAnalysis;
import org.spriteplayground.sprite.SpriteLibrary;

/**
 * The experiment window's false-alarm map: for the chosen sprites, a bound and two turns (0&deg;
 * and 0&deg; to start with), the picture of {@link FalseAlarmPicture} and the same numbers as the
 * flying-jets read-out, the exact share beside the experiment's rate at those turns. Hidden until
 * its {@link #toggle() toggle} is ticked; while shown it follows the window's sprite choices. The
 * map is worked out off the event thread (shared with the lesson through {@link FalseAlarmMaps});
 * a newer choice cancels the older work.
 */
final class FalseAlarmMapPanel extends JPanel {

    private final JComboBox<BoundKind> kind = new JComboBox<>(BoundKind.values());
    private final JSpinner turnA = new JSpinner(new SpinnerNumberModel(0, 0, 359, 1));
    private final JSpinner turnB = new JSpinner(new SpinnerNumberModel(0, 0, 359, 1));
    private final FalseAlarmPicture picture = new FalseAlarmPicture();
    private final JLabel areas = new JLabel(" ");
    private final JLabel measured = new JLabel(" ");
    private final JCheckBox toggle = new JCheckBox(Texts.text("map.toggle"));
    private final transient SpriteLibrary library;
    private final JComboBox<String> spriteA;
    private final JComboBox<String> spriteB;
    private transient SwingWorker<FalseAlarmMaps.Reading, Void> worker;

    /** Maps the sprites chosen in {@code spriteA} and {@code spriteB}, named in {@code library}. */
    FalseAlarmMapPanel(SpriteLibrary library, JComboBox<String> spriteA, JComboBox<String> spriteB) {
        super(new MigLayout("insets 0, wrap 5",                  // layout
                "[right][fill, sg turn][right][fill, sg turn][grow]", // columns: label, field, label, field, the rest of the width
                "[][][grow, fill][][]"));                           // rows: bound, turns, picture, areas, measured
        this.library = library;
        this.spriteA = spriteA;
        this.spriteB = spriteB;
        setName("experimentMap");
        setVisible(false);
        ExperimentLayout.named(toggle, "experimentMapToggle", Texts.text("map.toggle.tip")).addActionListener(e -> shown(toggle.isSelected()));
        ExperimentLayout.named(kind, "experimentMapKind", Texts.text("map.kind.tip"));
        ExperimentLayout.named(turnA, "experimentMapTurnA", Texts.text("map.turnA.tip"));
        ExperimentLayout.named(turnB, "experimentMapTurnB", Texts.text("map.turnB.tip"));
        ExperimentLayout.named(areas, "experimentMapAreas", Texts.text("map.areas.tip"));
        measured.setName("experimentMapMeasured");
        DefaultListCellRenderer names = new DefaultListCellRenderer();
        kind.setRenderer((list, value, index, selected, focused) -> names.getListCellRendererComponent(list, value.label(), index, selected, focused));
        // The bound on a row of its own, the turns under it: on one row at large type the turns' fields would be squeezed until their digits were cut.
        add(new JLabel(Texts.text("map.kind")));
        add(kind, "span 4, left, wmax pref");
        add(new JLabel(Texts.text("map.turnA")));
        add(turnA);
        add(new JLabel(Texts.text("map.turnB")));
        add(turnB, "wrap");
        add(picture, "span 5, grow, hmin 120, wmin 120");
        add(areas, "span 5, growx, wmin 0");
        add(measured, "span 5, growx, wmin 0");
        spriteA.addActionListener(e -> refreshIfShown());
        spriteB.addActionListener(e -> refreshIfShown());
        kind.addActionListener(e -> refreshIfShown());
        turnA.addChangeListener(e -> refreshIfShown());
        turnB.addChangeListener(e -> refreshIfShown());
    }

    /** Returns the switch that shows and hides the map, for the window to place. */
    JCheckBox toggle() {
        return toggle;
    }

    private void shown(boolean on) {
        setVisible(on);
        if (on) {
            // It comes under the chart and the words, out of view on a small screen: brought into view once laid out.
            javax.swing.SwingUtilities.invokeLater(() -> scrollRectToVisible(new java.awt.Rectangle(getSize())));
            refresh();
        } else {
            stop();
        }
    }

    private void refreshIfShown() {
        if (isVisible()) {
            refresh();
        }
    }

    /** Works the map out again for the choices now, off the event thread; any older work is cancelled. */
    void refresh() {
        stop();
        SpriteAnalysis a = library.get((String) spriteA.getSelectedItem());
        SpriteAnalysis b = library.get((String) spriteB.getSelectedItem());
        if (FalseAlarmMap.startingCells(a, b) > FalseAlarmMap.MAX_CELLS) {
            picture.show(null, a);
            areas.setText(Texts.format("map.tooLarge", SpriteLibrary.shownName(a.sprite().name()), SpriteLibrary.shownName(b.sprite().name()), FalseAlarmMap.MAX_CELLS));
            measured.setText(" ");
            return;
        }
        BoundKind bound = (BoundKind) kind.getSelectedItem();
        int degreesA = (Integer) turnA.getValue();
        int degreesB = (Integer) turnB.getValue();
        areas.setText(Texts.format("map.mapping", bound.label(), degreesA, degreesB));
        measured.setText(" ");
        worker = new SwingWorker<>() {
            @Override
            protected FalseAlarmMaps.Reading doInBackground() {
                return FalseAlarmMaps.shared().get(bound, a, degreesA, b, degreesB);
            }

            @Override
            protected void done() {
                shown(this, a);
            }
        };
        worker.execute();
    }

    /** Stops any work under way. */
    void stop() {
        if (worker != null) {
            worker.cancel(false);
        }
    }

    /** Returns the work under way or last done, for tests to wait on; null before the first. */
    SwingWorker<FalseAlarmMaps.Reading, Void> worker() {
        return worker;
    }

    /** Returns the map on show, or null. */
    FalseAlarmMap map() {
        return picture.map();
    }

    private void shown(SwingWorker<FalseAlarmMaps.Reading, Void> done, SpriteAnalysis a) {
        if (done != worker || done.isCancelled()) {
            return;
        }
        try {
            FalseAlarmMaps.Reading reading = done.get();
            picture.show(reading.map(), a);
            areas.setText(Texts.format("map.falseAlarms", FalseAlarmText.areas(reading.map())));
            measured.setText(Texts.format("map.measured", FalseAlarmText.measured(reading.measured())));
            measured.setToolTipText(FalseAlarmText.measuredHelp(reading.measured(), FalseAlarmMaps.SEED));
        } catch (ExecutionException e) {
            picture.show(null, a);
            areas.setText(Texts.format("map.failed", String.valueOf(e.getCause())));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
