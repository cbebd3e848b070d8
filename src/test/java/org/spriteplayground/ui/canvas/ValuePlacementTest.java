package org.spriteplayground.ui.canvas;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Dimension;
import java.awt.Point;
import java.awt.Rectangle;
import java.awt.geom.AffineTransform;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.spriteplayground.lesson.Lessons;
import org.spriteplayground.lesson.Piece;
import org.spriteplayground.playground.Playground;
import org.spriteplayground.sprite.SpriteLibrary;
import org.spriteplayground.ui.dialogs.ScreenFit;

/** Where the type-a-value popup opens: beside its piece, on the screen, and a dialog kept on the screen. */
class ValuePlacementTest {

    private static final Rectangle SCREEN = new Rectangle(0, 0, 1024, 768);
    private static final Dimension POPUP = new Dimension(300, 200);

    @Test
    void thePopupGoesRightOfItsPieceElseLeftAndNeverOverIt() {
        Rectangle middle = new Rectangle(300, 300, 60, 60);
        Point right = ValueDialog.beside(middle, List.of(), POPUP, SCREEN);
        assertThat(right.x).isGreaterThanOrEqualTo(middle.x + middle.width);
        Rectangle nearRightEdge = new Rectangle(900, 300, 60, 60);
        Point left = ValueDialog.beside(nearRightEdge, List.of(), POPUP, SCREEN);
        assertThat(left.x + POPUP.width).isLessThanOrEqualTo(nearRightEdge.x);
        for (Rectangle piece : new Rectangle[] {middle, nearRightEdge, new Rectangle(0, 0, 40, 40), new Rectangle(980, 720, 40, 40)}) {
            Rectangle popup = new Rectangle(ValueDialog.beside(piece, List.of(), POPUP, SCREEN), POPUP);
            assertThat(popup.intersects(piece)).as("over %s", piece).isFalse();
            assertThat(SCREEN.contains(popup)).as("on the screen for %s", piece).isTrue();
        }
    }

    /**
     * In every lesson with bodies to place, the popup of each, over a canvas in a window on a
     * 1024 by 768 screen, covers no body as the canvas shows it (its bounding circle, wall or ball),
     * wherever the screen has a place clear of them all.
     */
    @Test
    void thePopupOfEveryBodyInEveryLessonCoversNoBody() {
        int placed = 0;
        for (Lessons.Entry entry : Lessons.ALL) {
            Playground model = new Playground(entry, SpriteLibrary.bundled());
            CanvasPanel canvas = new CanvasPanel(model, Map.of(), new FailureReporter(null, model), () -> 1.0);
            canvas.setFont(new java.awt.Font(java.awt.Font.SANS_SERIF, java.awt.Font.PLAIN, 13));
            canvas.setSize(760, 560);
            canvas.doLayout();
            Point origin = new Point(8, 120);
            for (Dimension size : new Dimension[] {POPUP, new Dimension(360, 260)}) {
                for (Piece piece : model.lesson().pieces()) {
                    AffineTransform toScreen = AffineTransform.getTranslateInstance(origin.x, origin.y);
                    toScreen.concatenate(canvas.worldToScreen());
                    List<Rectangle> bodies = model.lesson().pieces().stream().map(p -> ValueDialog.onScreen(toScreen, p.handle().extent())).toList();
                    Rectangle popup = new Rectangle(ValueDialog.beside(canvas, origin, model.lesson().pieces(), piece.handle(), size, SCREEN), size);
                    assertThat(SCREEN.contains(popup)).as("%s, %s: on the screen", entry.id(), piece.name()).isTrue();
                    if (clearPlaceExists(bodies, size)) {
                        assertThat(bodies).as("%s, %s at %s", entry.id(), piece.name(), popup).noneMatch(popup::intersects);
                        placed++;
                    }
                }
            }
        }
        assertThat(placed).as("popups checked").isGreaterThan(10);
    }

    /**
     * In every lesson and language, the popup of each body, over a canvas that has painted its
     * labels, covers none of them (as Q's popup in three-outcomes covered P's "r = 40.00 px"),
     * wherever the screen has a place clear of them and of every body.
     */
    @Test
    void thePopupOfEveryBodyCoversNoLabelOfTheCanvas() {
        // On the event thread, as the window paints: the canvas's strip sets its text there, and a
        // paint from another thread would wait on the text's lock while the event thread waits on it.
        org.spriteplayground.Gui.run(ValuePlacementTest::popupsCoverNoLabel);
    }

    private static void popupsCoverNoLabel() {
        int placed = 0;
        int withLabels = 0;
        try {
            for (java.util.Locale language : List.of(java.util.Locale.ENGLISH, java.util.Locale.GERMAN, java.util.Locale.FRENCH)) {
                org.spriteplayground.i18n.Texts.use(language);
                for (Lessons.Entry entry : Lessons.ALL) {
                    Playground model = new Playground(entry, SpriteLibrary.bundled());
                    CanvasPanel canvas = new CanvasPanel(model, Map.of(), new FailureReporter(null, model), () -> 1.0);
                    canvas.setFont(new java.awt.Font(java.awt.Font.SANS_SERIF, java.awt.Font.PLAIN, 13));
                    canvas.setSize(760, 560);
                    canvas.doLayout();
                    java.awt.image.BufferedImage image = new java.awt.image.BufferedImage(760, 560, java.awt.image.BufferedImage.TYPE_INT_RGB);
                    java.awt.Graphics2D g = image.createGraphics();
                    try {
                        canvas.paint(g);
                    } finally {
                        g.dispose();
                    }
                    Point origin = new Point(8, 120);
                    List<Rectangle> labels = canvas.labelsShown().stream().map(r -> new Rectangle(r.x + origin.x, r.y + origin.y, r.width, r.height)).toList();
                    withLabels += labels.isEmpty() ? 0 : 1;
                    AffineTransform toScreen = AffineTransform.getTranslateInstance(origin.x, origin.y);
                    toScreen.concatenate(canvas.worldToScreen());
                    List<Rectangle> clear = new java.util.ArrayList<>(labels);
                    model.lesson().pieces().forEach(p -> clear.add(ValueDialog.onScreen(toScreen, p.handle().extent())));
                    for (Piece piece : model.lesson().pieces()) {
                        Rectangle popup = new Rectangle(ValueDialog.beside(canvas, origin, model.lesson().pieces(), piece.handle(), POPUP, SCREEN), POPUP);
                        if (clearPlaceExists(clear, POPUP)) {
                            assertThat(labels).as("%s, %s, %s at %s", language, entry.id(), piece.name(), popup).noneMatch(popup::intersects);
                            placed++;
                        }
                    }
                }
            }
        } finally {
            org.spriteplayground.i18n.Texts.use(null);
        }
        assertThat(withLabels).as("canvases with labels").isGreaterThan(10);
        assertThat(placed).as("popups checked").isGreaterThan(10);
    }

    /** Returns whether a popup of {@code size} fits anywhere on the screen, on a 4-pixel grid, clear of {@code bodies}. */
    private static boolean clearPlaceExists(List<Rectangle> bodies, Dimension size) {
        for (int y = 0; y + size.height <= SCREEN.height; y += 4) {
            for (int x = 0; x + size.width <= SCREEN.width; x += 4) {
                Rectangle at = new Rectangle(x, y, size.width, size.height);
                if (bodies.stream().noneMatch(at::intersects)) {
                    return true;
                }
            }
        }
        return false;
    }

    @Test
    void aDialogLargerThanTheScreenIsShrunkOntoIt() {
        assertThat(ScreenFit.fit(new Rectangle(-100, 300, 1232, 158), SCREEN)).isEqualTo(new Rectangle(0, 300, 1024, 158));
        assertThat(ScreenFit.fit(new Rectangle(700, 600, 400, 300), SCREEN)).isEqualTo(new Rectangle(624, 468, 400, 300));
        assertThat(ScreenFit.fit(new Rectangle(10, 10, 100, 100), SCREEN)).isEqualTo(new Rectangle(10, 10, 100, 100));
    }
}
