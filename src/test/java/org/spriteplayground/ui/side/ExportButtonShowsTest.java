package org.spriteplayground.ui.side;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Point;
import java.awt.Rectangle;
import java.util.ArrayList;
import java.util.List;
import javax.swing.JButton;
import javax.swing.JScrollPane;
import javax.swing.JViewport;
import javax.swing.SwingUtilities;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.spriteplayground.lesson.Lessons;
import org.spriteplayground.playground.Playground;
import org.spriteplayground.sprite.SpriteLibrary;

/**
 * The readouts' Export button is never cut by the edge of the readouts' scrolling part: at rest it
 * shows whole or lies wholly below the edge, and scrolled to the foot it shows whole. Every
 * lesson, at FlatLaf's UI scale 2, in side columns of several widths and of heights every 20 px
 * from a small window to a tall one, so the edge falls at every place in the readouts.
 */
class ExportButtonShowsTest {

    @RegisterExtension
    final OffScreenLook look = new OffScreenLook();

    @Test
    void atScaleTwoTheExportButtonShowsWholeAtRestOrScrolledToIt() throws Exception {
        List<String> cut = new ArrayList<>();
        SwingUtilities.invokeAndWait(() -> {
            OffScreenLook.use("2", "en");
            for (Lessons.Entry entry : Lessons.ALL) {
                SideColumn column = OffScreenLook.sideColumn(new Playground(entry, SpriteLibrary.bundled()));
                for (int width : new int[] {400, 520, 800}) {
                    for (int height = 600; height <= 1600; height += 20) {
                        column.setSize(width, height);
                        for (int i = 0; i < 3; i++) {
                            OffScreenLook.layOut(column);
                        }
                        JViewport view = ((JScrollPane) column.getComponent(0)).getViewport();
                        ReadoutPart part = (ReadoutPart) view.getView();
                        JButton button = (JButton) part.getComponent(1);
                        String where = entry.id() + " " + width + "×" + height;
                        Rectangle atRest = shown(view, button, 0);
                        if (atRest.height > 0 && atRest.height < button.getHeight()) {
                            cut.add(where + " at rest: " + atRest.height + " of " + button.getHeight() + " px");
                        }
                        Rectangle atFoot = shown(view, button, Math.max(0, part.getHeight() - view.getExtentSize().height));
                        if (atFoot.height < button.getHeight()) {
                            cut.add(where + " scrolled to the foot: " + atFoot.height + " of " + button.getHeight() + " px");
                        }
                    }
                }
            }
        });
        assertThat(cut).isEmpty();
    }

    /** Returns the part of {@code button} the viewport shows, scrolled {@code y} down. */
    private static Rectangle shown(JViewport view, JButton button, int y) {
        view.setViewPosition(new Point(0, y));
        return new Rectangle(0, y, view.getWidth(), view.getExtentSize().height).intersection(button.getBounds());
    }
}
