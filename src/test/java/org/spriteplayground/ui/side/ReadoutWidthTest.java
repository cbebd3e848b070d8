package org.spriteplayground.ui.side;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Rectangle;
import java.util.ArrayList;
import java.util.List;
import javax.swing.JLabel;
import javax.swing.SwingUtilities;
import javax.swing.UIManager;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.spriteplayground.Gui;
import org.spriteplayground.lesson.Lesson;
import org.spriteplayground.lesson.Lessons;
import org.spriteplayground.lesson.ReadoutTable;
import org.spriteplayground.sim.Simulation;
import org.spriteplayground.sprite.SpriteLibrary;

/**
 * At 1024×768 the side column is {@value SideColumn#MAX_SHARE} of the window: there the readouts
 * of flying jets and three outcomes keep each name beside its numbers, whole, in English, German
 * and French (German and French once stacked every name over its numbers).
 */
class ReadoutWidthTest {

    @RegisterExtension
    final OffScreenLook look = new OffScreenLook();

    @Test
    void namesAndNumbersSitSideBySideAndWholeIn1024Pixels() throws Exception {
        List<String> faults = new ArrayList<>();
        SwingUtilities.invokeAndWait(() -> {
            for (String language : List.of("en", "de", "fr")) {
                OffScreenLook.use("1", language);
                // The column at 1024 px, less the side panel's insets and the scroll bar beside it.
                int width = (int) (1024 * SideColumn.MAX_SHARE) - 24 - UIManager.getInt("ScrollBar.width");
                for (String id : List.of("flying-jets", "three-outcomes", "flying-jets after 90 steps")) {
                    Lesson lesson = Lessons.byId(id.split(" ")[0]).orElseThrow().factory().apply(SpriteLibrary.bundled());
                    for (int i = 0; id.endsWith("steps") && i < 90; i++) {
                        lesson.step(Simulation.STEP_SECONDS);
                    }
                    ReadoutPanel readouts = new ReadoutPanel();
                    List<ReadoutTable> tables = lesson.readouts();
                    readouts.show(tables);
                    for (int pass = 0; pass < 3; pass++) {
                        readouts.setSize(width, readouts.getPreferredSize().height);
                        OffScreenLook.layOut(readouts);
                    }
                    String where = language + " " + id + " at " + width + " px";
                    for (ReadoutTable table : tables) {
                        for (ReadoutTable.Row row : table.rows()) {
                            JLabel name = (JLabel) Gui.all(readouts, c -> c instanceof JLabel l && row.label().equals(l.getText())).get(0);
                            JLabel value = (JLabel) Gui.all(readouts, c -> ("readout:" + table.title() + ":" + row.label() + ":0").equals(c.getName())).get(0);
                            Rectangle n = SwingUtilities.convertRectangle(name.getParent(), name.getBounds(), readouts);
                            Rectangle v = SwingUtilities.convertRectangle(value.getParent(), value.getBounds(), readouts);
                            boolean longValue = value.getPreferredSize().width + name.getPreferredSize().width + 8 > width;
                            if (!longValue && n.y + n.height <= v.y) {
                                faults.add(where + ": '" + row.label() + "' over its value " + value.getText());
                            }
                            if (name.getWidth() < name.getPreferredSize().width || n.getMaxX() > width || v.getMaxX() > width) {
                                faults.add(where + ": '" + row.label() + "' or its value cut");
                            }
                        }
                    }
                }
            }
        });
        assertThat(faults).isEmpty();
    }
}
