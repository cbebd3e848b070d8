package org.spriteplayground.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Rectangle;
import java.util.stream.Stream;
import javax.swing.JMenu;
import javax.swing.JMenuBar;
import javax.swing.SwingUtilities;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.spriteplayground.ui.side.OffScreenLook;

/**
 * The menu bar off screen, as wide as a 1024×768 window and narrower, in German (the longest
 * menu names) and English, at presentation ×2 and UI scale 2: every menu shows whole within the
 * bar (in German at presentation ×2 "Hilfe" is not cut at the window's right edge), in one row where
 * one row fits.
 */
class MenuBarRowsTest {

    @RegisterExtension
    final OffScreenLook look = new OffScreenLook();

    @ParameterizedTest(name = "scale {0}, presentation {1}, {2}, {3} px wide: one row {4}")
    @CsvSource({"1, LARGEST, de, 1024, false", "1, LARGEST, de, 700, false", "1, LARGEST, en, 1024, true", "2, OFF, de, 1024, false",
            "1, LARGE, de, 1024, true", "1, OFF, de, 1024, true", "1, OFF, fr, 1600, true"})
    void everyMenuShowsWhole(String scale, Presentation size, String language, int width, boolean oneRow) throws Exception {
        SwingUtilities.invokeAndWait(() -> {
            OffScreenLook.use(scale, language);
            size.install();
            try {
                JMenuBar bar = Menus.bar(Stream.of("menubar.file", "menubar.edit", "menubar.lessons", "menubar.view", "menubar.sim",
                        "menubar.tools", "menubar.help").map(MenuText::menu).toArray(JMenu[]::new));
                for (int i = 0; i < 3; i++) {
                    bar.setSize(width, bar.getPreferredSize().height);
                    OffScreenLook.layOut(bar);
                }
                int rows = 0;
                int lastY = Integer.MIN_VALUE;
                for (int i = 0; i < bar.getMenuCount(); i++) {
                    JMenu menu = bar.getMenu(i);
                    Rectangle at = menu.getBounds();
                    assertThat(new Rectangle(bar.getSize()).contains(at)).as("%s %s within the bar %s", menu.getText(), at, bar.getSize()).isTrue();
                    assertThat(at.width).as("%s as wide as its name", menu.getText()).isGreaterThanOrEqualTo(menu.getPreferredSize().width);
                    rows += at.y > lastY ? 1 : 0;
                    lastY = at.y;
                }
                assertThat(rows).as("rows of menus").isEqualTo(oneRow ? 1 : rows).isGreaterThanOrEqualTo(1);
            } finally {
                Presentation.OFF.install();
            }
        });
    }
}
