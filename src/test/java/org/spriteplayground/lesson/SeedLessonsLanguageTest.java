package org.spriteplayground.lesson;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.spriteplayground.i18n.Texts;
import org.spriteplayground.scene.Preset;
import org.spriteplayground.scene.PresetScenes;
import org.spriteplayground.sprite.BoundKind;
import org.spriteplayground.sprite.SpriteLibrary;

/** The five seed lessons read in German and French: explanations, controls, readouts, sentences, bound names and numbers. */
class SeedLessonsLanguageTest {

    @AfterEach
    void backToTheJvmsLanguage() {
        Texts.use(null);
    }

    @Test
    void theSeedLessonsReadInGerman() {
        Texts.use(Locale.GERMAN);
        assertThat(BoundKind.CIRCLE.label()).isEqualTo("Begrenzungskreis");
        assertThat(BoundKind.OBB.label()).isEqualTo("gedrehtes Rechteck");
        Lesson jets = lesson(FlyingJets.ID);
        assertThat(jets.explanation()).contains("Fehlalarm").contains("Begrenzung");
        assertThat(labels(jets)).contains("Zurück bei", "Pause bei Kontakt");
        assertThat(titles(jets)).contains("Treffer in Schritten: echt oder Fehlalarm", "Kollision");
        Lesson three = lesson(ThreeOutcomes.ID);
        assertThat(labels(three)).contains("Auf Berühren setzen", "Toleranz");
        assertThat(three.explanation()).contains("Schritten von 0,1\u00A0px");
        assertThat(three.teacherNote()).contains("nahe 2.500");
        assertThat(values(three, "Radius-Treffertest", "three.d2")).isEqualTo("2.500,000");
        assertThat(three.describe()).contains("Kreise P (Radius 40) und Q (Radius 10)");
        assertThat(lesson(DotAndWall.ID).describe()).contains("Punkt mit den Pfeilen");
        assertThat(values(lesson(DotAndWall.ID), "Punkt", "dot.centre")).contains("; ");
        assertThat(lesson(AngleRadius.ID).describe()).contains("exakter Test");
        assertThat(titles(lesson(BorderCrossings.ID))).containsExactly("So findet man die Schnittpunkte");
    }

    @Test
    void theSeedLessonsReadInFrench() {
        Texts.use(Locale.FRENCH);
        assertThat(BoundKind.CIRCLE.label()).isEqualTo("cercle englobant");
        assertThat(labels(lesson(FlyingJets.ID))).contains("Pause au contact");
        assertThat(lesson(ThreeOutcomes.ID).explanation()).contains("Les cercles P et Q se rencontrent").contains("dix pas de 0,1\u00A0px");
        assertThat(labels(lesson(AngleRadius.ID))).contains("Ombrer les désaccords");
        assertThat(lesson(BorderCrossings.ID).describe()).contains("cercles de rayon");
    }

    @Test
    void presetsApplyTheirEnglishChoicesWhateverTheLanguage() {
        Texts.use(Locale.GERMAN);
        FlyingJets jets = (FlyingJets) lesson(FlyingJets.ID);
        Preset byPixels = PresetScenes.of(jets).stream().filter(p -> p.name().equals("Neustart durch Pixel")).findFirst().orElseThrow();
        byPixels.apply().run();
        assertThat(jets.trigger()).isEqualTo(BoundKind.PIXELS);
    }

    private static Lesson lesson(String id) {
        return Lessons.ALL.stream().filter(e -> e.id().equals(id)).findFirst().orElseThrow().factory().apply(SpriteLibrary.bundled());
    }

    private static List<String> labels(Lesson lesson) {
        return lesson.controls().stream().map(Control::label).toList();
    }

    private static List<String> titles(Lesson lesson) {
        return lesson.readouts().stream().map(ReadoutTable::title).toList();
    }

    private static String values(Lesson lesson, String table, String key) {
        return lesson.readouts().stream().filter(t -> t.title().equals(table)).flatMap(t -> t.rows().stream()).filter(r -> r.key().equals(key))
                .findFirst().orElseThrow().values().get(0);
    }
}
