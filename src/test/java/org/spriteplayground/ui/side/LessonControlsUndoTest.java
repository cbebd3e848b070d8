package org.spriteplayground.ui.side;

import static org.assertj.core.api.Assertions.assertThat;

import javax.swing.JCheckBox;
import javax.swing.JComboBox;
import org.junit.jupiter.api.Test;
import org.spriteplayground.Gui;
import org.spriteplayground.lesson.FlyingJets;
import org.spriteplayground.lesson.Lessons;
import org.spriteplayground.playground.Playground;
import org.spriteplayground.scene.Scene;
import org.spriteplayground.sprite.SpriteLibrary;

/** A change of a lesson's own control, made through its widget, is one undo step. */
class LessonControlsUndoTest {

    private final Playground model = new Playground(Lessons.byId(FlyingJets.ID).orElseThrow(), SpriteLibrary.bundled());
    private final LessonControlsPanel panel = new LessonControlsPanel(model);

    @Test
    void aSwitchAndAChoiceAreEachUndoneAndRedone() {
        Scene start = model.scene();
        ((JCheckBox) Gui.find(panel, "control:Pause on contact")).doClick();
        assertThat(model.scene().choices().get("Pause on contact")).isEqualTo(true);
        assertThat(model.history().undoLabel()).isEqualTo("Pause on contact");

        ((JComboBox<?>) Gui.find(panel, "control:Reset when")).setSelectedIndex(1);
        Scene chosen = model.scene();
        assertThat(chosen.choices()).isNotEqualTo(start.choices());
        assertThat(model.history().undoSize()).isEqualTo(2);

        model.history().undo();
        model.history().undo();
        assertThat(model.scene().choices()).isEqualTo(start.choices());
        model.history().redo();
        model.history().redo();
        assertThat(model.scene().choices()).isEqualTo(chosen.choices());
    }
}
