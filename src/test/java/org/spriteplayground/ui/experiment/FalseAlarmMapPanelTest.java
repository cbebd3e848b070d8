package org.spriteplayground.ui.experiment;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Color;
import java.awt.image.BufferedImage;
import java.util.List;
import javax.swing.JComboBox;
import javax.swing.JLabel;
import javax.swing.JSpinner;
import javax.swing.SwingUtilities;
import org.junit.jupiter.api.Test;
import org.spriteplayground.experiment.FalseAlarmMap;
import org.spriteplayground.lesson.FalseAlarmText;
import org.spriteplayground.render.Palette;
import org.spriteplayground.sim.Ink;
import org.spriteplayground.sprite.BoundKind;
import org.spriteplayground.sprite.SpriteLibrary;
import org.spriteplayground.sprite.SpriteLoader;

/** The experiment window's false-alarm map, off screen: hidden until switched on, then the chosen pair at the chosen turns. */
class FalseAlarmMapPanelTest {

    private final SpriteLibrary library = SpriteLibrary.of(List.of(SpriteLoader.bundled("jet").sprite(), SpriteLoader.bundled("crescent").sprite()));
    private JComboBox<String> spriteA;
    private JComboBox<String> spriteB;
    private FalseAlarmMapPanel panel;

    private void build() throws Exception {
        SwingUtilities.invokeAndWait(() -> {
            spriteA = new JComboBox<>(new String[] {"jet", "crescent"});
            spriteB = new JComboBox<>(new String[] {"jet", "crescent"});
            spriteB.setSelectedItem("crescent");
            panel = new FalseAlarmMapPanel(library, spriteA, spriteB);
        });
    }

    /**
     * Waits for the work under way and for its result to reach the panel on the event thread
     * (a worker's done() comes by a timer, a little later), for at most ten seconds.
     */
    private FalseAlarmMap shownAfterWork() throws Exception {
        FalseAlarmMap expected = panel.worker().get().map();
        long deadline = System.nanoTime() + 10_000_000_000L;
        // Asked on the event thread: the map and its words are set in one event, so the words are there once the map is.
        java.util.concurrent.atomic.AtomicReference<FalseAlarmMap> onShow = new java.util.concurrent.atomic.AtomicReference<>();
        while (onShow.get() != expected && System.nanoTime() < deadline) {
            SwingUtilities.invokeAndWait(() -> onShow.set(panel.map()));
        }
        assertThat(panel.map()).isSameAs(expected);
        return panel.map();
    }

    @Test
    void nothingIsMappedUntilSwitchedOnThenTheChosenPairAtZeroAndZero() throws Exception {
        build();
        assertThat(panel.isVisible()).isFalse();
        SwingUtilities.invokeAndWait(() -> spriteA.setSelectedItem("crescent"));
        assertThat(panel.worker()).as("hidden: nothing worked out").isNull();
        SwingUtilities.invokeAndWait(() -> {
            spriteA.setSelectedItem("jet");
            panel.toggle().doClick();
        });
        FalseAlarmMap shown = shownAfterWork();
        assertThat(panel.isVisible()).isTrue();
        FalseAlarmMap expected = FalseAlarmMap.of(BoundKind.CIRCLE, library.get("jet"), 0, library.get("crescent"), 0);
        assertThat(shown.hitArea()).isEqualTo(expected.hitArea());
        assertThat(shown.falseAlarmArea()).isEqualTo(expected.falseAlarmArea());
        assertThat(label("experimentMapAreas").getText()).isEqualTo("false alarms: " + FalseAlarmText.areas(expected));
        assertThat(label("experimentMapMeasured").getText()).startsWith("experiment at these angles: ").contains(" ± ");
    }

    @Test
    void theTurnsAndTheBoundChosenAreMappedAndPainted() throws Exception {
        build();
        SwingUtilities.invokeAndWait(() -> panel.toggle().doClick());
        shownAfterWork();
        SwingUtilities.invokeAndWait(() -> {
            ((JSpinner) find("experimentMapTurnB")).setValue(40);
            ((JComboBox<?>) find("experimentMapKind")).setSelectedItem(BoundKind.AABB);
        });
        FalseAlarmMap shown = shownAfterWork();
        assertThat(shown.kind()).isEqualTo(BoundKind.AABB);
        assertThat(shown.degreesA()).isZero();
        assertThat(shown.degreesB()).isEqualTo(40);
        BufferedImage image = new BufferedImage(300, 300, BufferedImage.TYPE_INT_ARGB);
        SwingUtilities.invokeAndWait(() -> {
            javax.swing.JComponent picture = (javax.swing.JComponent) find("experimentMapPicture");
            picture.setSize(300, 300);
            picture.paint(image.getGraphics());
        });
        // The AABB's hatching shows somewhere in the picture.
        Color aabb = Palette.color(Ink.AABB);
        boolean hatched = false;
        for (int y = 0; y < 300 && !hatched; y++) {
            for (int x = 0; x < 300 && !hatched; x++) {
                Color c = new Color(image.getRGB(x, y));
                hatched = Math.abs(c.getRed() - aabb.getRed()) + Math.abs(c.getGreen() - aabb.getGreen()) + Math.abs(c.getBlue() - aabb.getBlue()) < 40;
            }
        }
        assertThat(hatched).isTrue();
    }

    private JLabel label(String name) {
        return (JLabel) find(name);
    }

    private java.awt.Component find(String name) {
        for (java.awt.Component c : panel.getComponents()) {
            if (name.equals(c.getName())) {
                return c;
            }
        }
        throw new AssertionError("no component named " + name);
    }
}
