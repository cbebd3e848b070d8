package org.spriteplayground.ui.predict;

import static org.assertj.core.api.Assertions.assertThat;

import com.formdev.flatlaf.FlatLightLaf;
import com.formdev.flatlaf.util.UIScale;
import java.awt.Component;
import java.awt.Container;
import java.awt.Rectangle;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import javax.swing.AbstractButton;
import javax.swing.JLabel;
import javax.swing.LookAndFeel;
import javax.swing.SwingUtilities;
import javax.swing.UIManager;
import javax.swing.text.JTextComponent;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.spriteplayground.i18n.Texts;
import org.spriteplayground.lesson.Lessons;
import org.spriteplayground.lesson.ThreeOutcomes;
import org.spriteplayground.playground.Playground;
import org.spriteplayground.predict.PredictMode;
import org.spriteplayground.sprite.SpriteLibrary;

/**
 * The Predict strip shows all of its question, buttons and score, uncut, at the width the window
 * gives it: at UI scale 2 in a 1024 &times; 768 window (about 505 pixels, beside the side column)
 * and at scale 1 in a 1600 &times; 1000 one (about 760), whatever is being asked or revealed.
 */
class PredictStripLayoutTest {

    private final LookAndFeel before = UIManager.getLookAndFeel();

    @AfterEach
    void scaleOneAgain() throws Exception {
        System.clearProperty("flatlaf.uiScale");
        FlatLightLaf.setup(); // FlatLaf's scale back to 1
        UIManager.setLookAndFeel(before);
    }

    @ParameterizedTest(name = "scale {0}, {1} px wide")
    @CsvSource({"2, 500", "1, 760"})
    void everythingInTheStripIsWholeAndInside(String scale, int width) {
        Playground model = new Playground(Lessons.defaultLesson(), SpriteLibrary.bundled());
        PredictMode mode = askingIn(scale, model);
        PredictStrip strip = strip(mode);
        assertWhole(strip, width, "asking hit or miss");
        mode.answer(1);
        assertWhole(strip, width, "asking real or false alarm");
        mode.answer(2);
        assertWhole(strip, width, "asking what was seen");
        mode.answer(1);
        assertWhole(strip, width, "asking why");
        mode.answer(1);
        assertWhole(strip, width, "revealed");
        model.open(Lessons.byId(ThreeOutcomes.ID).orElseThrow());
        mode.setOn(true);
        assertWhole(strip, width, "asking about three-outcomes' next preset");
    }

    @ParameterizedTest(name = "scale {0}, {1} px wide: Pupil… and Export shown {2} in {3}")
    @CsvSource({"2, 500, false, flying-jets", "1, 760, true, flying-jets", "1, 760, true, three-outcomes", "2, 500, false, three-outcomes"})
    void pupilAndExportGiveWayToTheMenusOnlyInANarrowStrip(String scale, int width, boolean shown, String lesson) {
        PredictStrip strip = strip(askingIn(scale, new Playground(Lessons.byId(lesson).orElseThrow(), SpriteLibrary.bundled())));
        assertWhole(strip, width, "asking");
        List<String> names = parts(strip).stream().map(Component::getName).toList();
        assertThat(names.contains("predictPupil")).as("Pupil… on the strip").isEqualTo(shown);
        assertThat(names.contains("predictExport")).as("Export class CSV… on the strip").isEqualTo(shown);
        assertThat(names).contains("predictScore", "predict:1", "predict:2");
    }

    /**
     * No two of the strip's buttons and score touch, in any phase, language or width: each stands
     * at least the row's gap from the next beside it or below it. The strip is made before Predict
     * starts and follows it through its phases, as the window's strip does, so a part that led its
     * row while the others were hidden (the score, before the first question) shows its gap later.
     */
    @ParameterizedTest(name = "{0}, {1} px wide")
    @CsvSource({"en, 500", "en, 760", "en, 1200", "de, 500", "de, 760", "de, 1200", "fr, 500", "fr, 760", "fr, 1200"})
    void noTwoPartsOfTheStripTouchInAnyPhase(String language, int width) {
        Texts.use(Locale.forLanguageTag(language));
        try {
            Playground model = new Playground(Lessons.defaultLesson(), SpriteLibrary.bundled());
            PredictMode mode = new PredictMode(model);
            mode.setPupil("Zoé");
            PredictStrip strip = strip(mode);
            assertApart(strip, width, "off");
            mode.setOn(true);
            for (int round = 0; round < 2; round++) {
                assertApart(strip, width, "running");
                for (int i = 0; i < 3_600 && mode.phase() == PredictMode.Phase.RUNNING; i++) {
                    model.tick();
                }
                while (mode.phase() != PredictMode.Phase.REVEALED) {
                    assertApart(strip, width, mode.phase().toString());
                    mode.answer(1);
                }
                assertApart(strip, width, "revealed");
                mode.carryOn();
            }
        } finally {
            Texts.use(Locale.ENGLISH);
        }
    }

    private static void assertApart(PredictStrip strip, int width, String when) {
        assertWhole(strip, width, when);
        int gap = UIScale.scale(6);
        List<Component> parts = parts(strip).stream().filter(p -> !(p instanceof JTextComponent)).toList();
        for (Component a : parts) {
            for (Component b : parts) {
                Rectangle ra = SwingUtilities.convertRectangle(a.getParent(), a.getBounds(), strip);
                Rectangle rb = SwingUtilities.convertRectangle(b.getParent(), b.getBounds(), strip);
                boolean apart = rb.x >= ra.x + ra.width + gap || ra.x >= rb.x + rb.width + gap
                        || rb.y >= ra.y + ra.height + gap || ra.y >= rb.y + rb.height + gap;
                assertThat(a == b || apart).as("%s: %s at %s and %s at %s at least %d px apart", when, a.getName(), ra, b.getName(), rb, gap).isTrue();
            }
        }
    }

    /** Returns Predict on {@code model} at FlatLaf's UI scale {@code scale}, run until it asks its first question. */
    private static PredictMode askingIn(String scale, Playground model) {
        System.setProperty("flatlaf.uiScale", scale);
        FlatLightLaf.setup();
        PredictMode mode = new PredictMode(model);
        mode.setPupil("Pupil 12");
        mode.setOn(true);
        for (int i = 0; i < 3_600 && mode.phase() != PredictMode.Phase.PREDICT; i++) {
            model.tick();
        }
        return mode;
    }

    private static PredictStrip strip(PredictMode mode) {
        return OffScreenPredict.strip(mode);
    }

    /** Lays the strip out as the window does (its width given, its height as it prefers at that width) and checks every part. */
    private static void assertWhole(PredictStrip strip, int width, String when) {
        strip.setSize(width, 2_000);
        layOut(strip);
        strip.setSize(width, strip.getPreferredSize().height);
        layOut(strip);
        Rectangle inside = new Rectangle(0, 0, strip.getWidth(), strip.getHeight());
        List<Component> parts = parts(strip);
        assertThat(parts).as(when).isNotEmpty();
        for (Component part : parts) {
            String what = when + ": " + part.getName() + " " + (part instanceof JLabel l ? l.getText() : part instanceof AbstractButton b ? b.getText() : "");
            Rectangle at = SwingUtilities.convertRectangle(part.getParent(), part.getBounds(), strip);
            assertThat(inside.contains(at)).as("%s at %s within the strip %s", what, at, inside).isTrue();
            assertThat(part.getWidth()).as("%s not cut short", what).isGreaterThanOrEqualTo(part instanceof JTextComponent ? 1 : part.getPreferredSize().width);
            assertThat(part.getHeight()).as("%s: every line shown", what).isGreaterThanOrEqualTo(part.getPreferredSize().height);
        }
    }

    /**
     * Lays out {@code c} and everything in it, as validating a window does (validate() needs a
     * screen); three times, as a shown window settles: a row's height follows the width it was given, and the strip's wrapped prompt the width after that.
     */
    private static void layOut(Container c) {
        for (int pass = 0; pass < 3; pass++) {
            layOutOnce(c);
        }
    }

    private static void layOutOnce(Container c) {
        c.invalidate();
        c.doLayout();
        for (Component child : c.getComponents()) {
            if (child instanceof Container inner) {
                layOutOnce(inner);
            }
        }
    }

    /** Returns the visible buttons, labels and text inside {@code c}. */
    private static List<Component> parts(Container c) {
        List<Component> parts = new ArrayList<>();
        for (Component child : c.getComponents()) {
            if (!child.isVisible()) {
                continue;
            }
            if (child instanceof AbstractButton || child instanceof JLabel || child instanceof JTextComponent) {
                parts.add(child);
            } else if (child instanceof Container inner) {
                parts.addAll(parts(inner));
            }
        }
        return parts;
    }
}
