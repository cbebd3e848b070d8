package org.spriteplayground.lesson;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Locale;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;
import org.spriteplayground.i18n.Texts;
import org.spriteplayground.sim.SwarmLayout;

/** The later lessons (tunnelling, stress, broad phase, separating axes) read in German and French. */
class MoreLessonsLanguageTest {

    private static <T> T in(Locale locale, Supplier<T> work) {
        Texts.use(locale);
        try {
            return work.get();
        } finally {
            Texts.use(null);
        }
    }

    private static List<String> words(Lesson lesson) {
        List<String> words = new java.util.ArrayList<>();
        words.add(lesson.onScreen());
        for (ReadoutTable table : lesson.readouts()) {
            words.add(table.title());
            words.addAll(table.columns());
            table.rows().forEach(row -> {
                words.add(row.label());
                words.add(row.help());
            });
        }
        for (Control control : lesson.controls()) {
            words.add(control.label());
            words.add(control.description());
        }
        return words;
    }

    @Test
    void tunnellingReadsInGermanAndFrench() {
        Tunnelling lesson = new Tunnelling();
        List<String> de = in(Locale.GERMAN, () -> words(lesson));
        assertThat(de).contains("Ballgeschwindigkeit", "Flüge", "durchgeflogen", "Zeitpunkt des Aufpralls (Anteil eines Schritts)");
        assertThat(in(Locale.GERMAN, lesson::describe)).contains("Geschwindigkeit 20\u00A0px pro Schritt");
        List<String> fr = in(Locale.FRENCH, () -> words(lesson));
        assertThat(fr).contains("Vitesse de la balle", "Vols", "passés à travers");
        assertThat(in(Locale.FRENCH, lesson::explanation)).contains("effet tunnel");
        assertThat(words(lesson)).contains("Ball speed", "Flights", "passed through");
    }

    @Test
    void stressAndBroadPhaseReadInGermanAndFrench() {
        Stress stress = new Stress(LessonsTest.SPRITES);
        BroadPhases broad = new BroadPhases(LessonsTest.SPRITES);
        assertThat(in(Locale.GERMAN, () -> words(stress))).contains("Grobphase", "getestete Paare", "Kreistreffer", "Glatte Figuren (bilinear)");
        assertThat(in(Locale.GERMAN, stress::headline)).contains("Paare getestet");
        assertThat(in(Locale.FRENCH, () -> words(stress))).contains("paires testées", "Puis tester");
        assertThat(in(Locale.GERMAN, () -> words(broad))).contains("Jede Grobphase", "Gitter", "Baum", "Kandidatenpaare", "Anordnung");
        assertThat(in(Locale.GERMAN, () -> broad.measured().get(0).title())).isEqualTo("Zeit pro Schritt, auf diesem Rechner");
        assertThat(in(Locale.FRENCH, () -> words(broad))).contains("Chaque méthode de premier tri", "grille", "arbre", "paires candidates");
        Control.Choice<?> layout = (Control.Choice<?>) broad.controls().get(2);
        assertThat(in(Locale.GERMAN, () -> name(layout, SwarmLayout.CLUSTERED))).isEqualTo("Gebündelt");
        assertThat(in(Locale.FRENCH, BroadPhaseMethod.SWEEP_AND_PRUNE::label)).isEqualTo("Balayage et élagage");
        assertThat(BroadPhaseMethod.SWEEP_AND_PRUNE.label()).isEqualTo("Sweep and prune");
    }

    @SuppressWarnings("unchecked")
    private static <T> String name(Control.Choice<T> choice, Object option) {
        return choice.optionName().apply((T) option);
    }

    @Test
    void separatingAxesReadInGermanAndFrench() {
        SeparatingAxesLesson lesson = new SeparatingAxesLesson(LessonsTest.SPRITES);
        List<String> de = in(Locale.GERMAN, () -> words(lesson));
        assertThat(de).contains("Trennende Achsen", "Rechtecke und Hüllen", "Fehlalarm der Rechtecke", "Formen");
        assertThat(in(Locale.GERMAN, lesson::headline)).matches("(GETRENNT|ÜBERLAPPEND) .*");
        assertThat(in(Locale.FRENCH, lesson::headline)).matches("(SÉPARÉS|CHEVAUCHEMENT) .*");
        assertThat(in(Locale.FRENCH, () -> words(lesson))).contains("Axes séparateurs", "fausse alerte des rectangles");
        assertThat(in(Locale.GERMAN, () -> AxisRulers.more(3))).isEqualTo("+ 3 weitere Achsen");
        assertThat(in(Locale.FRENCH, () -> AxisRulers.more(1))).isEqualTo("+ 1 autre axe");
        assertThat(AxisRulers.more(1)).isEqualTo("+ 1 more axis");
    }
}
