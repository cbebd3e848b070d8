package org.spriteplayground.ui;

import org.spriteplayground.ui.canvas.PaintMeter;
import static org.assertj.core.api.Assertions.assertThat;

import java.text.NumberFormat;
import java.util.Locale;
import javax.swing.JLabel;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.spriteplayground.i18n.Texts;
import org.spriteplayground.lesson.Lessons;
import org.spriteplayground.playground.Playground;
import org.spriteplayground.playground.Rewind;
import org.spriteplayground.playground.Speeds;
import org.spriteplayground.scene.PresetScenes;
import org.spriteplayground.sim.Simulation;
import org.spriteplayground.sprite.SpriteLibrary;
import org.spriteplayground.ui.canvas.CanvasStatus;
import org.spriteplayground.ui.canvas.PieceKeys;
import org.spriteplayground.ui.side.SidePanel;

/**
 * The canvas's status strip, the timeline, the side panel's own texts, what a screen reader hears
 * and the names of undoable edits read in German and French, their numbers written as each
 * language writes them.
 */
class PanelsLanguageTest {

    private static final SpriteLibrary SPRITES = SpriteLibrary.bundled();

    @AfterEach
    void backToEnglish() {
        Texts.use(null);
    }

    @Test
    void thePausedStatusReadsInGermanAndFrench() {
        Playground model = new Playground(Lessons.defaultLesson(), SPRITES);
        model.setPaused(true);
        model.step();
        Texts.use(Locale.GERMAN);
        assertThat(CanvasStatus.line(model)).isEqualTo("angehalten · Schritt 1 · Tempo 1×");
        assertThat(CanvasStatus.banner(model)).isEqualTo("ANGEHALTEN. Leertaste setzt fort, Eingabe macht einen Schritt.");
        Texts.use(Locale.FRENCH);
        assertThat(CanvasStatus.line(model)).isEqualTo("en pause · pas 1 · vitesse 1×");
        assertThat(CanvasStatus.banner(model)).startsWith("EN PAUSE.");
    }

    @Test
    void theTimelineWritesStepsAndSecondsForTheLanguage() {
        Rewind.Span back = new Rewind.Span(0, 1_234_567, 0);
        double seconds = 1_234_567 * Simulation.STEP_SECONDS;
        Texts.use(Locale.GERMAN);
        assertThat(TimelineBar.text(back)).isEqualTo("−1.234.567 Schritte (" + String.format(Locale.GERMAN, "%.2f", seconds) + "\u00A0s)");
        assertThat(String.format(Locale.GERMAN, "%.2f", seconds)).contains(",");
        assertThat(TimelineBar.text(new Rewind.Span(0, 5, 5))).isEqualTo("jetzt");
        Texts.use(Locale.FRENCH);
        assertThat(TimelineBar.text(back)).startsWith("−" + NumberFormat.getInstance(Locale.FRENCH).format(1_234_567) + " pas (");
        assertThat(Speeds.text(1.5)).isEqualTo("1,50×");
    }

    private static org.spriteplayground.lesson.Piece flyer() {
        return org.spriteplayground.lesson.Lessons.byId("flying-jets").orElseThrow().factory().apply(org.spriteplayground.sprite.SpriteLibrary.bundled())
                .pieces().stream().filter(p -> p.name().equals("flyer")).findFirst().orElseThrow();
    }

    @Test
    void theSelectedNoteIsKnownAgainInEachLanguage() {
        for (Locale language : new Locale[] {Locale.ENGLISH, Locale.GERMAN, Locale.FRENCH}) {
            Texts.use(language);
            assertThat(PieceKeys.isSelectedNote(PieceKeys.selected(flyer()))).as("%s", language).isTrue();
            assertThat(PieceKeys.isSelectedNote("Saved scene.json")).as("%s", language).isFalse();
        }
        Texts.use(Locale.GERMAN);
        assertThat(PieceKeys.selected(flyer())).as("the piece named as a person reads it").startsWith("Ausgewählt: Flieger.");
    }

    @Test
    void theSidePanelAndTheScreenReaderHearGerman() {
        Texts.use(Locale.GERMAN);
        assertThat(SidePanel.performance(new PaintMeter(new Playground(Lessons.byId("stress").orElseThrow(), SpriteLibrary.bundled()))).title()).isEqualTo("Auf diesem Rechner");
        JLabel label = Accessible.workedBy(new JLabel("x"), "Space");
        assertThat(label.getAccessibleContext().getAccessibleDescription()).isEqualTo("Tasten: Space");
    }

    @Test
    void undoNamesTheEditInFrench() {
        Playground model = new Playground(Lessons.byId("three-outcomes").orElseThrow(), SPRITES);
        Texts.use(Locale.FRENCH);
        PresetScenes.of(model.lesson()).forEach(model::apply);
        assertThat(model.history().undoLabel()).startsWith("préréglage ");
        model.history().undo();
        assertThat(model.notice()).startsWith("Annulé\u00A0: préréglage ");
    }
}
