package org.spriteplayground.ui;

import static org.assertj.core.api.Assertions.assertThat;
import static org.spriteplayground.Gui.run;
import static org.spriteplayground.Gui.settle;
import static org.spriteplayground.Gui.waitUntil;

import java.awt.Window;
import java.awt.event.KeyEvent;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.function.ToLongFunction;
import javax.swing.JCheckBoxMenuItem;
import javax.swing.JLabel;
import javax.swing.JMenu;
import javax.swing.JMenuBar;
import javax.swing.JTextField;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.spriteplayground.Gui;
import org.spriteplayground.lesson.FlyingJets;
import org.spriteplayground.lesson.Lessons;
import org.spriteplayground.predict.Lead;
import org.spriteplayground.scene.PresetScenes;
import org.spriteplayground.sim.Simulation;
import org.spriteplayground.sprite.BoundKind;
import org.spriteplayground.sprite.SpriteLibrary;

/**
 * View &gt; Predict as a class uses it: a pupil named, questions predicted, observed and explained
 * by key and by button, each revealed and scored, the answers CSV saved.
 */
class PredictJourneyIT extends JourneyCase {

    private static final String PRESET = "Reset by pixels";

    /** Steps a fresh flying-jets in the preset until {@code count} first grows: the contact step, found without the app. */
    private static long firstStepWhere(ToLongFunction<FlyingJets> count) {
        FlyingJets jets = new FlyingJets(SpriteLibrary.bundled());
        PresetScenes.of(jets).stream().filter(p -> p.name().equals(PRESET)).findFirst().orElseThrow().apply().run();
        Simulation simulation = new Simulation(jets);
        long before = count.applyAsLong(jets);
        while (count.applyAsLong(jets) == before) {
            simulation.step();
        }
        return simulation.steps();
    }

    /**
     * Returns the step at which the circles meet again once the pixels' reset has sent the flyer
     * back, and how many real hits the pixels add at that step, found without the app.
     */
    private static long[] nextMeet() {
        FlyingJets jets = new FlyingJets(SpriteLibrary.bundled());
        PresetScenes.of(jets).stream().filter(p -> p.name().equals(PRESET)).findFirst().orElseThrow().apply().run();
        Simulation simulation = new Simulation(jets);
        int resets = jets.resets();
        while (jets.resets() == resets) {
            simulation.step();
        }
        long circle = jets.realHits(BoundKind.CIRCLE) + jets.falseAlarms(BoundKind.CIRCLE);
        long pixels = jets.realHits(BoundKind.PIXELS);
        while (jets.realHits(BoundKind.CIRCLE) + jets.falseAlarms(BoundKind.CIRCLE) == circle) {
            simulation.step();
        }
        return new long[] {simulation.steps(), jets.realHits(BoundKind.PIXELS) - pixels};
    }

    private static String shown(String name) {
        return you.ask(() -> you.find(name) instanceof JLabel label ? label.getText() : ((javax.swing.text.JTextComponent) you.find(name)).getText());
    }

    private static void waitForText(String text) {
        try {
            waitUntil(() -> text.equals(shown("predictText")), 10_000);
        } catch (AssertionError e) {
            throw new AssertionError("the strip shows \"" + shown("predictText") + "\" at step " + you.ask(() -> you.model.simulation().steps())
                    + (you.ask(you.model::paused) ? ", paused" : ", running") + ", focus on "
                    + you.ask(() -> String.valueOf(java.awt.KeyboardFocusManager.getCurrentKeyboardFocusManager().getFocusOwner())), e);
        }
    }

    /** Returns View &gt; Predict. */
    private static JCheckBoxMenuItem predictItem() {
        return you.ask(() -> {
            JMenuBar bar = you.frame.getJMenuBar();
            JMenu view = java.util.stream.IntStream.range(0, bar.getMenuCount()).mapToObj(bar::getMenu)
                    .filter(m -> "View".equals(m.getText())).findFirst().orElseThrow();
            return java.util.Arrays.stream(view.getMenuComponents()).filter(c -> c instanceof JCheckBoxMenuItem m && "Predict".equals(m.getText()))
                    .map(JCheckBoxMenuItem.class::cast).findFirst().orElseThrow();
        });
    }

    @Test
    void aPupilPredictsTwoContactsByKeyAndButtonSeesEachRevealedAndSavesTheClassCsv(@TempDir Path folder) throws Exception {
        long circleMeets = firstStepWhere(j -> j.realHits(BoundKind.CIRCLE) + j.falseAlarms(BoundKind.CIRCLE));
        long[] again = nextMeet();
        assertThat(Lead.stepsBefore(circleMeets)).as("this preset's two contacts are asked just before they come").isEqualTo(1);
        assertThat(Lead.stepsBefore(again[0])).as("this preset's two contacts are asked just before they come").isEqualTo(1);
        assertThat(again[1]).as("sent back, the flyer meets the waiting jet as before: the circles meet, the pixels do not").isZero();
        you.click(you.find("preset:" + PRESET));
        assertThat(you.ask(() -> you.find("predictStrip").isShowing())).as("hidden until Predict is on").isFalse();

        you.pressMenuKey(KeyEvent.VK_P);
        waitUntil(() -> you.dialog("Predict").isPresent(), 5_000);
        Window dialog = you.dialog("Predict").orElseThrow();
        run(() -> ((JTextField) Gui.all(dialog, c -> c instanceof JTextField).get(0)).setText("Ada"));
        you.press(KeyEvent.VK_ENTER);

        waitForText("The bounding circles are 1.00\u00A0px apart. At the next step, will they report a hit?");
        assertThat(you.ask(you.model::paused)).isTrue();
        assertThat(you.ask(() -> you.model.simulation().steps())).as("paused just before the circles meet").isEqualTo(circleMeets - 1);
        assertThat(shown("predictScore")).isEqualTo("Ada: 0/0 predictions right");
        you.press(KeyEvent.VK_1);
        waitForText("Will the pixels touch too (a real hit), or is it a false alarm?");
        you.press(KeyEvent.VK_2);
        waitForText("The step has run and is on the canvas. What did you see?\n1. Nothing met: the circles stayed apart.\n"
                + "2. The circles met, but the jets' pixels did not touch.\n3. The circles met and the jets' pixels touched too.\n"
                + "4. The jets' pixels touched, but the circles did not meet.");
        assertThat(you.ask(() -> you.model.simulation().steps())).as("the step asked about has run").isEqualTo(circleMeets);
        assertThat(shown("predictScore")).as("the score moves only at the reveal: now it would tell the verdict").isEqualTo("Ada: 0/0 predictions right");
        assertThat(you.ask(() -> ((javax.swing.JButton) you.find("predict:4")).getToolTipText()))
                .isEqualTo("The jets' pixels touched, but the circles did not meet. (key 4)");
        you.press(KeyEvent.VK_2);
        waitForText("What you saw: The circles met, but the jets' pixels did not touch. That matches the canvas.\nWhy did it happen?\n"
                + "1. The circle is always the tighter bound.\n2. Touching circles always mean touching pixels.\n"
                + "3. A circle also covers empty space around the jet, so the circles can meet while the pixels don't.\n"
                + "4. The circle turns with the jet, so it fits the jet more closely after a turn.");
        assertThat(you.ask(() -> you.find("predictReplay").isShowing())).as("Replay offered while Explain asks why").isTrue();
        waitUntil(() -> you.ask(() -> you.model.simulation().steps() == circleMeets && you.model.verdictsShown()), 5_000); // replayed, then held
        java.util.concurrent.atomic.AtomicLong least = new java.util.concurrent.atomic.AtomicLong(Long.MAX_VALUE);
        run(() -> you.model.addListener(change -> least.accumulateAndGet(you.model.simulation().steps(), Math::min)));
        you.press(KeyEvent.VK_R);
        waitUntil(() -> you.ask(() -> you.model.simulation().steps() == circleMeets && you.model.verdictsShown()), 5_000);
        assertThat(least.get()).as("R replays the steps before the moment, rather than Reset").isLessThan(circleMeets).isNotNegative();
        you.press(KeyEvent.VK_3);
        waitForText("The circle said hit; the pixels said miss: a false alarm. You were right.\nPrediction: right. What you saw: right. Why: right.");
        assertThat(shown("predictScore")).isEqualTo("Ada: 1/1 predictions right");

        you.press(KeyEvent.VK_ENTER); // Continue, not Step
        waitForText("The bounding circles are 1.00\u00A0px apart. At the next step, will they report a hit?");
        // Not when the pixels touch inside circles that already overlap: the circle's answer would be on screen.
        assertThat(you.ask(() -> you.model.simulation().steps())).as("paused just before the circles meet again").isEqualTo(again[0] - 1);
        you.click(you.find("predict:1"));
        you.click(you.find("predict:1"));
        waitUntil(() -> shown("predictText").startsWith("The step has run"), 10_000);
        you.click(you.find("predict:3"));
        waitUntil(() -> shown("predictText").startsWith("What you saw: The circles met and the jets' pixels touched too. "
                + "The canvas shows something else. The circles met, but the jets' pixels did not touch."), 10_000);
        you.click(you.find("predict:2"));
        waitForText("The circle said hit; the pixels said miss: a false alarm. You said a real hit.\n"
                + "Prediction: wrong. What you saw: wrong. Why: wrong. Why it happened: A circle also covers empty space around the jet, "
                + "so the circles can meet while the pixels don't.");
        assertThat(shown("predictScore")).isEqualTo("Ada: 1/2 predictions right");

        Path csv = folder.resolve("class.csv");
        you.click(you.find("predictExport"));
        you.chooseFile("Export class CSV", csv);
        waitUntil(() -> Files.exists(csv), 5_000);
        java.util.List<String> lines = Files.readAllLines(csv);
        assertThat(lines).hasSize(3).first().isEqualTo(org.spriteplayground.predict.Answers.HEADER);
        assertThat(lines.get(1)).startsWith("Ada,flying-jets,next-contact,step " + circleMeets
                + ",false-alarm,true,saw-circles-only,true,empty-corners,true,");
        assertThat(lines.get(2)).startsWith("Ada,flying-jets,next-contact,step " + again[0]
                + ",real-hit,false,saw-pixels-touch,false,circles-mean-pixels,false,");

        you.pressMenuKey(KeyEvent.VK_P);
        settle();
        assertThat(you.ask(() -> you.find("predictStrip").isShowing())).as("off: the strip goes").isFalse();
    }

    @Test
    void predictIsOfferedOnlyInTheLessonsWithPredictAndNamesThem() {
        JCheckBoxMenuItem item = predictItem();
        assertThat(you.ask(() -> item.isEnabled())).isTrue();
        run(() -> you.model.open(Lessons.byId("dot-and-wall").orElseThrow()));
        settle();
        assertThat(you.ask(() -> item.isEnabled())).isFalse();
        assertThat(you.ask(() -> item.getToolTipText()))
                .isEqualTo("Predict works in these lessons, where a step's verdict can be foretold: flying-jets, three-outcomes, minkowski, bitmasks, robustness.");
        you.pressMenuKey(KeyEvent.VK_P);
        assertThat(you.anyDialog()).as("its key does nothing there").isFalse();
        run(() -> you.model.open(Lessons.byId(FlyingJets.ID).orElseThrow()));
        assertThat(you.ask(() -> item.isEnabled())).isTrue();
    }
}
