package org.spriteplayground.ui.canvas;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.event.MouseEvent;
import java.awt.event.MouseWheelEvent;
import java.awt.geom.Point2D;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.spriteplayground.lesson.Lessons;
import org.spriteplayground.lesson.ThreeOutcomes;
import org.spriteplayground.playground.Playground;
import org.spriteplayground.scene.BodyPose;
import org.spriteplayground.sprite.SpriteLibrary;
import org.spriteplayground.ui.side.OffScreenLook;

/**
 * A wheel notch on three-outcomes' P adds exactly 1 to its radius at 1024×768, as Page Up does (not
 * 1.59: 40.00 → 41.59 → 43.18), and a precise wheel's fractions add up to whole units.
 */
class WheelNotchTest {

    private final Playground model = new Playground(Lessons.byId(ThreeOutcomes.ID).orElseThrow(), SpriteLibrary.bundled());
    @RegisterExtension
    final OffScreenLook look = new OffScreenLook();
    private CanvasPanel canvas;
    private CanvasInput input;

    @BeforeEach
    void canvas() {
        OffScreenLook.use("1", "en");
        canvas = new CanvasPanel(model, Map.of(), new FailureReporter(null, model), () -> 1.0);
        canvas.setFont(javax.swing.UIManager.getFont("Label.font")); // as the window gives it
        input = new CanvasInput(canvas, model);
    }

    private BodyPose p() {
        return model.scene().bodies().stream().filter(b -> b.name().equals("P")).findFirst().orElseThrow();
    }

    private void wheel(double rotation) {
        Point2D at = canvas.worldToScreen().transform(new Point2D.Double(p().x(), p().y()), null);
        int notches = (int) Math.signum(rotation);
        input.mouseWheelMoved(new MouseWheelEvent(canvas, MouseEvent.MOUSE_WHEEL, 0, 0, (int) at.getX(), (int) at.getY(), 0, 0, 0, false,
                MouseWheelEvent.WHEEL_UNIT_SCROLL, 3, Math.abs(rotation) >= 1 ? notches : 0, rotation));
    }

    @Test
    void eachNotchAddsExactlyOneAndFractionsAddUp() {
        model.setPaused(true);
        canvas.setSize(700, 500);
        double r = p().radius();
        wheel(-1);
        assertThat(p().radius()).as("one notch up").isEqualTo(r + 1);
        wheel(-1);
        assertThat(p().radius()).as("two notches up").isEqualTo(r + 2);
        for (int i = 0; i < 4; i++) {
            wheel(-0.25);
        }
        assertThat(p().radius()).as("four quarter notches").isEqualTo(r + 3);
        wheel(1);
        assertThat(p().radius()).as("one notch down").isEqualTo(r + 2);
    }
}
