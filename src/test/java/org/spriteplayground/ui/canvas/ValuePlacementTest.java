package org.spriteplayground.ui.canvas;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Dimension;
import java.awt.Point;
import java.awt.Rectangle;
import org.junit.jupiter.api.Test;
import org.spriteplayground.ui.dialogs.ScreenFit;

/** Where the type-a-value popup opens: beside its piece, on the screen, and a dialog kept on the screen. */
class ValuePlacementTest {

    private static final Rectangle SCREEN = new Rectangle(0, 0, 1024, 768);
    private static final Dimension POPUP = new Dimension(300, 200);

    @Test
    void thePopupGoesRightOfItsPieceElseLeftAndNeverOverIt() {
        Rectangle middle = new Rectangle(300, 300, 60, 60);
        Point right = ValueDialog.beside(middle, POPUP, SCREEN);
        assertThat(right.x).isGreaterThanOrEqualTo(middle.x + middle.width);
        Rectangle nearRightEdge = new Rectangle(900, 300, 60, 60);
        Point left = ValueDialog.beside(nearRightEdge, POPUP, SCREEN);
        assertThat(left.x + POPUP.width).isLessThanOrEqualTo(nearRightEdge.x);
        for (Rectangle piece : new Rectangle[] {middle, nearRightEdge, new Rectangle(0, 0, 40, 40), new Rectangle(980, 720, 40, 40)}) {
            Rectangle popup = new Rectangle(ValueDialog.beside(piece, POPUP, SCREEN), POPUP);
            assertThat(popup.intersects(piece)).as("over %s", piece).isFalse();
            assertThat(SCREEN.contains(popup)).as("on the screen for %s", piece).isTrue();
        }
    }

    @Test
    void aDialogLargerThanTheScreenIsShrunkOntoIt() {
        assertThat(ScreenFit.fit(new Rectangle(-100, 300, 1232, 158), SCREEN)).isEqualTo(new Rectangle(0, 300, 1024, 158));
        assertThat(ScreenFit.fit(new Rectangle(700, 600, 400, 300), SCREEN)).isEqualTo(new Rectangle(624, 468, 400, 300));
        assertThat(ScreenFit.fit(new Rectangle(10, 10, 100, 100), SCREEN)).isEqualTo(new Rectangle(10, 10, 100, 100));
    }
}
