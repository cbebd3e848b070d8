package org.spriteplayground.ui.canvas;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Container;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.swing.JLabel;
import javax.swing.SwingUtilities;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.spriteplayground.Gui;
import org.spriteplayground.playground.Playground;
import org.spriteplayground.ui.Presentation;
import org.spriteplayground.ui.WindowCanvas;
import org.spriteplayground.ui.side.OffScreenLook;

/**
 * The stress lesson's counts on the canvas's status strip and in the side panel are those of one
 * step at every moment: a tick shows in both only once the canvas has painted it. While a frame of
 * thousands of jets paints, the strip had shown the new step's pairs beside the panel's old ones.
 */
class StripAndPanelSameStepTest {

    @RegisterExtension
    final OffScreenLook look = new OffScreenLook();

    private static final Pattern TESTED = Pattern.compile("([\\d,]+) pairs tested");

    @Test
    void theStripAndThePanelShowTheSameStepBeforeAndAfterTheCanvasPaintsIt() throws Exception {
        WindowCanvas window = WindowCanvas.of("stress", 1600, 1000, "1", Presentation.OFF, "en");
        Container root = window.canvas();
        while (root.getParent() != null) {
            root = root.getParent();
        }
        Container all = root;
        Playground model = window.model();
        CanvasPanel canvas = window.canvas();
        java.util.Set<String> seen = new java.util.HashSet<>();
        try {
            for (int step = 0; step < 5; step++) {
                SwingUtilities.invokeAndWait(() -> canvas.paintMeter().painted(15_000_000)); // the canvas paints the step on show
                SwingUtilities.invokeAndWait(() -> { });
                String painted = Gui.onEdt(() -> strip(canvas));
                seen.add(painted);
                assertThat(Gui.onEdt(() -> panel(all))).as("once painted").isEqualTo(painted);
                SwingUtilities.invokeAndWait(model::step); // a tick: the canvas has yet to paint it
                assertThat(Gui.onEdt(() -> strip(canvas))).as("the strip while the canvas paints the next step").isEqualTo(painted);
                assertThat(Gui.onEdt(() -> panel(all))).as("the panel while the canvas paints the next step").isEqualTo(painted);
            }
            assertThat(seen).as("the counts the steps showed").hasSizeGreaterThan(1);
        } finally {
            SwingUtilities.invokeAndWait(Presentation.OFF::install);
        }
    }

    /** Returns the pairs tested that the strip shows. */
    private static String strip(CanvasPanel canvas) {
        Matcher m = TESTED.matcher(canvas.strip().getText());
        assertThat(m.find()).as(canvas.strip().getText()).isTrue();
        return m.group(1);
    }

    /** Returns the pairs tested that the side panel shows. */
    private static String panel(Container root) {
        return Gui.all(root, c -> c.getName() != null && c.getName().contains(":pairs tested:")).stream()
                .map(c -> ((JLabel) c).getText()).findFirst().orElseThrow();
    }
}
