package org.spriteplayground.ui.canvas;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import javax.accessibility.AccessibleContext;
import javax.accessibility.AccessibleRole;
import org.junit.jupiter.api.Test;
import org.spriteplayground.geometry.Vec2;
import org.spriteplayground.lesson.FlyingJets;
import org.spriteplayground.lesson.Lessons;
import org.spriteplayground.lesson.ThreeOutcomes;
import org.spriteplayground.playground.Playground;
import org.spriteplayground.sprite.SpriteLibrary;

/** The canvas as a screen reader meets it: a named drawing whose description follows the verdict, with the change announced. */
class CanvasDescriptionTest {

    private final Playground model = new Playground(Lessons.byId(FlyingJets.ID).orElseThrow(), SpriteLibrary.bundled());
    private final CanvasPanel canvas = new CanvasPanel(model, Map.of(), new FailureReporter(null, model), () -> 1.0);

    @Test
    void theCanvasIsANamedDrawingDescribedByTheLesson() {
        AccessibleContext context = canvas.getAccessibleContext();
        assertThat(context.getAccessibleRole()).isEqualTo(AccessibleRole.CANVAS);
        assertThat(context.getAccessibleName()).isEqualTo("Lesson canvas");
        assertThat(context.getAccessibleDescription()).isEqualTo(model.lesson().describe()).endsWith("pixels apart: no hit");
    }

    @Test
    void aNewVerdictIsAnnouncedOnceAndTheDescriptionFollowsIt() {
        AccessibleContext context = canvas.getAccessibleContext();
        List<Object> heard = new ArrayList<>();
        context.addPropertyChangeListener(e -> {
            if (AccessibleContext.ACCESSIBLE_DESCRIPTION_PROPERTY.equals(e.getPropertyName())) {
                heard.add(e.getNewValue());
            }
        });
        model.hold(model.lesson().pieces().get(0)).moveTo(new Vec2(200, 200)); // the waiting jet, circles touching
        model.edited(); // as a drag tells it
        assertThat(context.getAccessibleDescription()).isEqualTo("Flying jets: two jets, circles touching, pixels apart: false alarm (bounding circle)");
        assertThat(heard).containsExactly(context.getAccessibleDescription());
        model.setPaused(true); // nothing in the scene changed: nothing new to hear
        assertThat(heard).hasSize(1);
        model.open(Lessons.byId(ThreeOutcomes.ID).orElseThrow());
        assertThat(context.getAccessibleDescription()).startsWith("Three outcomes: ").isEqualTo(model.lesson().describe());
        assertThat(heard).hasSize(2);
    }

    @Test
    void aRunningSceneIsDescribedAtMostTwiceASecondAndAtOnceWhenItPauses() {
        long[] now = {0};
        canvas.describeBy(() -> now[0]);
        model.open(Lessons.byId("stress").orElseThrow()); // its sentence counts pairs tested: new at every step
        String opened = canvas.getAccessibleContext().getAccessibleDescription();
        now[0] += 400_000_000L;
        model.step();
        assertThat(canvas.getAccessibleContext().getAccessibleDescription()).as("a step 0.4 s after a description").isEqualTo(opened);
        now[0] += 200_000_000L;
        model.step();
        String running = canvas.getAccessibleContext().getAccessibleDescription();
        assertThat(running).as("a step 0.6 s after it").isEqualTo(model.lesson().describe()).isNotEqualTo(opened);
        model.step();
        assertThat(canvas.getAccessibleContext().getAccessibleDescription()).as("the next step at once").isEqualTo(running);
        model.setPaused(true);
        assertThat(canvas.getAccessibleContext().getAccessibleDescription()).as("paused: the scene as it stands").isEqualTo(model.lesson().describe())
                .isNotEqualTo(running);
    }
}
