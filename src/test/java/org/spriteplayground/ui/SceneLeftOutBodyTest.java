package org.spriteplayground.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.HashMap;
import java.util.Locale;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import javax.swing.SwingUtilities;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.spriteplayground.geometry.Vec2;
import org.spriteplayground.i18n.Texts;
import org.spriteplayground.lesson.Lessons;
import org.spriteplayground.lesson.Piece;
import org.spriteplayground.playground.Change;
import org.spriteplayground.playground.Playground;
import org.spriteplayground.scene.Scene;
import org.spriteplayground.scene.SceneFiles;
import org.spriteplayground.settings.RecentScenes;
import org.spriteplayground.settings.SettingsFile;
import org.spriteplayground.sprite.SpriteLibrary;

/**
 * A scene file that leaves out one of its lesson's bodies opens (a preset file sets only the
 * bodies it moves, and opens with Open scene too), and the status line says which body is not
 * as prepared, rather than opening silently with that body (here the "flyer") at its start.
 */
class SceneLeftOutBodyTest {

    private final Playground model = new Playground(Lessons.byId("flying-jets").orElseThrow(), SpriteLibrary.bundled());

    /** Writes the lesson's scene with both jets moved, then the flyer's entry taken out. */
    private Path withoutFlyer(Path dir) throws Exception {
        for (Piece piece : model.lesson().pieces()) {
            piece.handle().moveTo(piece.handle().anchor().plus(new Vec2(7, 3)));
        }
        Scene s = model.scene();
        Scene cut = new Scene(s.lesson(), s.choices(), s.bodies().stream().filter(b -> !b.name().equals("flyer")).toList(), s.overlays(), s.speed(), 0, s.sprites());
        Path file = dir.resolve("missingbody.scene.json");
        SceneFiles.write(cut, file);
        return file;
    }

    @Test
    void openedFromFileOpenSceneTheStatusLineNamesTheBodyLeftOut(@TempDir Path dir) throws Exception {
        Path file = withoutFlyer(dir);
        CompletableFuture<String> said = new CompletableFuture<>();
        model.addListener(change -> {
            if (change == Change.NOTICE && model.notice().startsWith("Opened")) {
                said.complete(model.notice());
            }
        });
        SwingUtilities.invokeAndWait(() -> new SceneCommands(null, model, new HashMap<>(), new RecentScenes(dir.resolve("settings.properties")), said::complete, () -> { }).open(file));
        String line = said.get(30, TimeUnit.SECONDS);
        SettingsFile.awaitWrites(); // Recent scenes is on disk before the folder is cleared away
        assertThat(line).isEqualTo("Opened scene missingbody.scene.json. Not in the scene, so at the lesson's start: flyer.");
    }

    @Test
    void openedWithDashDashSceneTheNoticeIsThereTooInGerman(@TempDir Path dir) throws Exception {
        Path file = withoutFlyer(dir);
        SceneSprites read = SceneSprites.read(file);
        Texts.use(Locale.GERMAN);
        try {
            String[] notice = new String[1];
            SwingUtilities.invokeAndWait(() -> {
                try {
                    new SceneCommands(null, model, new HashMap<>(), new RecentScenes(dir.resolve("settings.properties")), m -> { }, () -> { }).show(read);
                } catch (org.spriteplayground.scene.SceneException e) {
                    throw new AssertionError(e);
                }
                notice[0] = model.notice();
            });
            assertThat(notice[0]).startsWith("Nicht in der Szene, daher am Start der Lektion: ");
        } finally {
            Texts.use(null);
        }
    }
}
