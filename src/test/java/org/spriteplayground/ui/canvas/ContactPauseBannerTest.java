package org.spriteplayground.ui.canvas;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Locale;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.spriteplayground.i18n.Texts;
import org.spriteplayground.lesson.Control;
import org.spriteplayground.lesson.FlyingJets;
import org.spriteplayground.lesson.Lessons;
import org.spriteplayground.lesson.ThreeOutcomes;
import org.spriteplayground.playground.Playground;
import org.spriteplayground.sprite.BoundKind;
import org.spriteplayground.sprite.SpriteLibrary;

/**
 * When "Pause on contact" stops the run (at step 104 here), the canvas says it was the contact, not
 * only "PAUSED. Space resumes, Enter steps once.", the words of a pause by hand.
 */
class ContactPauseBannerTest {

    @AfterEach
    void english() {
        Texts.use(null);
    }

    private static Playground runToContact(String lesson) {
        Playground model = new Playground(Lessons.byId(lesson).orElseThrow(), SpriteLibrary.bundled());
        if (model.lesson() instanceof FlyingJets jets) {
            jets.setTrigger(BoundKind.OBB); // the turned box, which the banner then names
        }
        model.lesson().controls().stream().filter(c -> c.label().equals(Texts.text("flying.pauseOnContact")))
                .map(Control.Toggle.class::cast).findFirst().orElseThrow().set().accept(true);
        while (!model.paused() && model.simulation().steps() < 10_000) {
            model.tick();
        }
        assertThat(model.paused()).as("paused itself").isTrue();
        return model;
    }

    @Test
    void theBannerSaysWhichBoundReportedTheHitAndAtWhichStep() {
        Playground model = runToContact(FlyingJets.ID);
        long step = model.simulation().steps();
        assertThat(CanvasStatus.banner(model)).isEqualTo("PAUSED on contact: the turned box reports a hit at step " + step
                + ". Space resumes, Enter steps once.");
        Texts.use(Locale.GERMAN);
        assertThat(CanvasStatus.banner(model)).startsWith("ANGEHALTEN bei Kontakt: ").contains("gedrehtes Rechteck").contains(" " + step);
        Texts.use(Locale.FRENCH);
        assertThat(CanvasStatus.banner(model)).startsWith("EN PAUSE au contact\u00A0: ").contains("rectangle tourné").contains(" " + step);
    }

    @Test
    void threeOutcomesSaysTheCirclesMet() {
        Playground model = runToContact(ThreeOutcomes.ID);
        assertThat(CanvasStatus.banner(model)).startsWith("PAUSED on contact: the circles meet at step ");
    }

    @Test
    void aPauseByHandKeepsThePlainWords() {
        Playground model = new Playground(Lessons.byId(FlyingJets.ID).orElseThrow(), SpriteLibrary.bundled());
        model.setPaused(true);
        assertThat(CanvasStatus.banner(model)).isEqualTo("PAUSED. Space resumes, Enter steps once.");
    }
}
