package org.spriteplayground.ui.side;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import javax.swing.JComboBox;
import javax.swing.JLabel;
import javax.swing.SwingUtilities;
import javax.swing.UIManager;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.spriteplayground.Gui;
import org.spriteplayground.lesson.Lessons;
import org.spriteplayground.playground.Playground;
import org.spriteplayground.sprite.SpriteLibrary;

/**
 * At 1024×768 the side column is {@value SideColumn#MAX_SHARE} of the window: there every
 * lesson's choices show their longest item whole, with their label whole, in English, German and
 * French (in German, stress's "gedrehtes Rechteck" beside "Dann testen mit" is not cut to
 * "gedrehtes Rechte…").
 */
class ChoiceWidthTest {

    @RegisterExtension
    final OffScreenLook look = new OffScreenLook();

    @Test
    void everyChoiceShowsItsLongestItemWholeIn1024Pixels() throws Exception {
        List<String> faults = new ArrayList<>();
        SwingUtilities.invokeAndWait(() -> {
            for (String language : List.of("en", "de", "fr")) {
                OffScreenLook.use("1", language);
                // The column at 1024 px, less the side panel's insets and the scroll bar beside it.
                int width = (int) (1024 * SideColumn.MAX_SHARE) - 24 - UIManager.getInt("ScrollBar.width");
                for (Lessons.Entry entry : Lessons.ALL) {
                    Playground model = new Playground(entry, SpriteLibrary.bundled());
                    LessonControlsPanel controls = new LessonControlsPanel(model);
                    for (int pass = 0; pass < 3; pass++) {
                        controls.setSize(width, controls.getPreferredSize().height);
                        OffScreenLook.layOut(controls);
                    }
                    for (java.awt.Component c : Gui.all(controls, c -> c instanceof JComboBox<?>)) {
                        JComboBox<?> box = (JComboBox<?>) c;
                        String where = language + " " + entry.id() + " '" + box.getName() + "' at " + width + " px";
                        if (box.getWidth() < box.getPreferredSize().width || box.getX() + box.getWidth() > width) {
                            faults.add(where + ": " + box.getWidth() + " px for its longest item's " + box.getPreferredSize().width);
                        }
                        String text = box.getName().substring("control:".length());
                        for (java.awt.Component label : Gui.all(controls, l -> l instanceof JLabel j && text.equals(j.getText()))) {
                            if (label.getWidth() < label.getPreferredSize().width) {
                                faults.add(where + ": its label cut");
                            }
                        }
                    }
                }
            }
        });
        assertThat(faults).isEmpty();
    }
}
