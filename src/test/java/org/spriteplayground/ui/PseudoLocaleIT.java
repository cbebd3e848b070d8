package org.spriteplayground.ui;

import static org.assertj.core.api.Assertions.assertThat;
import static org.spriteplayground.Gui.onEdt;
import static org.spriteplayground.Gui.run;

import java.awt.Frame;
import java.awt.Rectangle;
import java.awt.Robot;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.spriteplayground.AppWindows;
import org.spriteplayground.Gui;
import org.spriteplayground.i18n.Texts;
import org.spriteplayground.lesson.Lessons;

/**
 * Every lesson's window at 1600×1000 in the pseudo-locale (every bundle text accented and a third
 * longer): no label, button, menu, titled border or table header on show is cut short. A
 * screenshot of each lesson goes to {@code target/pseudo-shots/} for a person to look over (text
 * drawn on the canvas, or still written in the code, in plain letters).
 */
@ExtendWith(AppWindows.class)
class PseudoLocaleIT {

    private static final Path SHOTS = Path.of("target", "pseudo-shots");

    private MainFrame frame;

    @BeforeAll
    static void pseudo() {
        Texts.pseudo(true);
    }

    @AfterAll
    static void plain() {
        Texts.pseudo(false);
    }

    static List<String> ids() {
        return Lessons.ALL.stream().map(Lessons.Entry::id).toList();
    }

    @ParameterizedTest(name = "--lesson {0}")
    @MethodSource("ids")
    void noTextOnShowIsCutShort(String id) throws Exception {
        frame = Gui.open("--lesson", id);
        run(() -> {
            frame.setExtendedState(Frame.NORMAL);
            frame.setBounds(0, 0, 1600, 1000);
            frame.validate();
        });
        Gui.settle();
        assertThat(onEdt(() -> frame.getJMenuBar().getMenu(0).getText())).as("the window reads the pseudo-locale").startsWith("[").endsWith("]");
        shoot(id);
        List<String> cut = onEdt(() -> Clipping.clipped(frame.getRootPane()));
        assertThat(cut).as("texts cut short in lesson %s (screenshot %s)", id, SHOTS.resolve(id + ".png").toAbsolutePath()).isEmpty();
    }

    /** Saves what the screen shows of the window as {@code target/pseudo-shots/ID.png}. */
    private void shoot(String id) throws Exception {
        Rectangle bounds = onEdt(() -> new Rectangle(frame.getLocationOnScreen(), frame.getSize()));
        try {
            Files.createDirectories(SHOTS);
            ImageIO.write(new Robot().createScreenCapture(bounds), "png", SHOTS.resolve(id + ".png").toFile());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
