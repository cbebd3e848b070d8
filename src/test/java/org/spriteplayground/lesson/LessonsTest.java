package org.spriteplayground.lesson;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.spriteplayground.geometry.Vec2;
import org.spriteplayground.scene.Preset;
import org.spriteplayground.scene.PresetScenes;
import org.spriteplayground.sim.Overlays;
import org.spriteplayground.sim.RecordingDraw;
import org.spriteplayground.sim.Simulation;
import org.spriteplayground.sprite.SpriteLibrary;

/** The catalogue, and what every lesson promises: it runs, draws, measures and can be handled. */
class LessonsTest {

    static final SpriteLibrary SPRITES = SpriteLibrary.bundled();

    static List<Lessons.Entry> entries() {
        return Lessons.ALL;
    }

    @Test
    void everyRegisteredLessonHasAUniqueCommandLineIdAndTheDefaultComesFirst() {
        assertThat(Lessons.ALL).isNotEmpty();
        assertThat(Lessons.ALL).extracting(Lessons.Entry::id).doesNotHaveDuplicates().allMatch(id -> id.matches("[a-z]+(-[a-z0-9]+)*"));
        assertThat(Lessons.ALL.get(0)).isEqualTo(Lessons.defaultLesson());
        assertThat(Lessons.defaultLesson().id()).isEqualTo(FlyingJets.ID);
        assertThat(Lessons.byId(Tunnelling.ID)).isPresent();
        assertThat(Lessons.byId("nope")).isEmpty();
    }

    @ParameterizedTest(name = "{0}")
    @org.junit.jupiter.params.provider.CsvSource({"README.md, ## The lessons", "docs/teaching.md, ## Lessons"})
    void theDocsListEveryRegisteredLessonInMenuOrder(String file, String heading) throws java.io.IOException {
        java.util.regex.Matcher row = java.util.regex.Pattern.compile("(?m)^\\| `([a-z0-9-]+)` \\|")
                .matcher(section(java.nio.file.Files.readString(java.nio.file.Path.of(file)), heading));
        List<String> documented = new java.util.ArrayList<>();
        while (row.find()) {
            documented.add(row.group(1));
        }
        assertThat(documented).as(file).containsExactlyElementsOf(Lessons.ALL.stream().map(Lessons.Entry::id).toList());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("entries")
    void nothingCanBeDraggedOutOfTheViewNorGrownWithoutLimit(Lessons.Entry entry) {
        Lesson lesson = entry.factory().apply(SPRITES);
        var b = lesson.bounds();
        int handles = 0;
        for (int i = 1; i < 30; i++) {
            for (int j = 1; j < 30; j++) {
                var at = new org.spriteplayground.geometry.Vec2(b.minX() + b.width() * i / 30, b.minY() + b.height() * j / 30);
                var grabbed = lesson.grab(at, b.width() / 100);
                if (grabbed.isEmpty()) {
                    continue;
                }
                handles++;
                Handle h = grabbed.get();
                for (var far : List.of(new org.spriteplayground.geometry.Vec2(b.minX() - 10_000, b.minY() - 10_000),
                        new org.spriteplayground.geometry.Vec2(b.maxX() + 10_000, b.maxY() + 10_000))) {
                    h.moveTo(far);
                    assertThat(h.anchor().x()).as("%s: x after dragging far away", entry.id()).isBetween(b.minX(), b.maxX());
                    assertThat(h.anchor().y()).as("%s: y after dragging far away", entry.id()).isBetween(b.minY(), b.maxY());
                }
                if (h.resizes()) {
                    for (int k = 0; k < 500; k++) {
                        h.resizeBy(b.width());
                    }
                    var grown = lesson.grab(h.anchor(), b.width() / 100);
                    assertThat(h.anchor().x()).isBetween(b.minX(), b.maxX());
                    assertThat(grown).as("%s: still something to hold after growing", entry.id()).isPresent();
                }
            }
        }
        assertThat(handles).as("%s offers something to hold", entry.id()).isPositive();
    }

    private static String section(String markdown, String heading) {
        int start = markdown.indexOf("\n" + heading + "\n");
        assertThat(start).as("a section %s", heading).isNotNegative();
        int end = markdown.indexOf("\n## ", start + heading.length() + 2);
        return markdown.substring(start, end < 0 ? markdown.length() : end);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("entries")
    void runsDrawsMeasuresAndOffersSomethingToHold(Lessons.Entry entry) {
        Lesson lesson = entry.factory().apply(SPRITES);
        assertThat(lesson.id()).isEqualTo(entry.id());
        assertThat(lesson.title()).isEqualTo(entry.title());
        assertThat(lesson.explanation()).hasSizeGreaterThan(200);
        Simulation sim = new Simulation(lesson);
        for (int i = 0; i < 300; i++) {
            sim.step();
        }
        RecordingDraw draw = new RecordingDraw();
        lesson.draw(draw, Overlays.ALL);
        assertThat(draw.marks()).isNotEmpty();
        assertThat(lesson.readouts()).isNotEmpty().allSatisfy(t -> assertThat(t.rows()).isNotEmpty());
        assertThat(PresetScenes.of(lesson)).isNotEmpty();
        for (Preset preset : PresetScenes.of(lesson)) {
            preset.apply().run();
            lesson.draw(new RecordingDraw(), Overlays.ALL);
            assertThat(lesson.readouts()).isNotEmpty();
        }
        assertThat(findHandle(lesson)).as("something to drag in %s", entry.id()).isPresent();
        sim.reset();
        assertThat(sim.steps()).isZero();
    }

    /** Scans the view for a point where the lesson offers a handle. */
    static Optional<Handle> findHandle(Lesson lesson) {
        var b = lesson.bounds();
        for (int i = 1; i < 40; i++) {
            for (int j = 1; j < 40; j++) {
                Vec2 p = new Vec2(b.minX() + b.width() * i / 40, b.minY() + b.height() * j / 40);
                Optional<Handle> h = lesson.grab(p, b.width() / 100);
                if (h.isPresent()) {
                    return h;
                }
            }
        }
        return Optional.empty();
    }
}
