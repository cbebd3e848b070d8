package org.spriteplayground.ui.canvas;

import com.formdev.flatlaf.FlatClientProperties;
import java.awt.Component;
import java.awt.Dimension;
import java.awt.Point;
import java.awt.Rectangle;
import java.awt.Window;
import java.awt.geom.AffineTransform;
import java.awt.geom.Rectangle2D;
import java.awt.event.KeyEvent;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import javax.swing.JComponent;
import javax.swing.JDialog;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JTextField;
import javax.swing.KeyStroke;
import javax.swing.SwingUtilities;
import net.miginfocom.swing.MigLayout;
import org.spriteplayground.geometry.Aabb;
import org.spriteplayground.geometry.Vec2;
import org.spriteplayground.i18n.Texts;
import org.spriteplayground.lesson.Handle;
import org.spriteplayground.lesson.Piece;
import org.spriteplayground.playground.Playground;
import org.spriteplayground.ui.Accessible;
import org.spriteplayground.ui.Commands;
import org.spriteplayground.ui.dialogs.ScreenFit;

/**
 * A small dialog, headed with the piece's name and opened beside the piece, clear of every body,
 * to type its exact x, y, radius (if it has a size) and angle in degrees (if it turns). Enter
 * applies and closes, Esc closes and changes nothing. Text that is not a finite number keeps the
 * dialog open with a message under its field. The values go through {@link Handle#place}, so the
 * lesson's limits apply as to a drag, as one undo step; if the piece could not go all the way the
 * status line says where it went.
 */
final class ValueDialog {

    /** A field's width in columns, enough for a value to six decimals; a longer exact value widens it. */
    private static final int COLUMNS = 10;

    /** How far a placed value may be from the typed one and still count as where it was typed. */
    private static final double SAME = 1e-9;

    /** One typed value, with its message beside it. */
    record Field(String name, JTextField text, JLabel problem) {
    }

    private final Playground model;
    private final String piece;
    private final JDialog dialog;
    private final List<Field> fields = new ArrayList<>();

    private ValueDialog(Component over, Playground model, Piece piece) {
        this.model = model;
        this.piece = piece.name();
        Window owner = SwingUtilities.getWindowAncestor(over);
        dialog = new JDialog(owner, Texts.format("value.title", piece.label()), java.awt.Dialog.ModalityType.APPLICATION_MODAL);
        dialog.setName("valueDialog");
        JPanel panel = form(piece, fields);
        Handle handle = piece.handle();
        dialog.setContentPane(panel);
        bind(panel, KeyEvent.VK_ENTER, "apply", this::apply);
        bind(panel, KeyEvent.VK_ESCAPE, "cancel", dialog::dispose);
        dialog.pack();
        dialog.setLocationRelativeTo(over);
        if (over instanceof CanvasPanel canvas && canvas.isShowing()) {
            dialog.setLocation(beside(canvas, canvas.getLocationOnScreen(), model.lesson().pieces(), handle, dialog.getSize(),
                    ScreenFit.usable(canvas.getGraphicsConfiguration())));
        }
    }

    /**
     * Returns the popup's content for {@code piece}: its heading, a field for each value with its
     * name before it and its unit after it (px, or ° for an angle), and the keys' line; each field
     * goes into {@code fields} as it is added. A field holds its value exactly ({@link
     * ValueText#exact}), wide enough to show it whole.
     */
    static JPanel form(Piece piece, List<Field> fields) {
        JPanel panel = content();
        JLabel heading = new JLabel(Texts.format("value.title", piece.label()));
        heading.setName("valueHeading");
        heading.putClientProperty("FlatLaf.styleClass", "h4");
        panel.add(heading, "span 3, align left");
        Handle handle = piece.handle();
        add(panel, fields, piece.name(), "x", ValueText.exact(handle.anchor().x()), "value.unit.length");
        add(panel, fields, piece.name(), "y", ValueText.exact(handle.anchor().y()), "value.unit.length");
        if (!Double.isNaN(handle.size())) {
            add(panel, fields, piece.name(), "radius", ValueText.exact(handle.size()), "value.unit.length");
        }
        if (handle.turns()) {
            add(panel, fields, piece.name(), "angle", ValueText.exact(degrees(handle.angle()), Math::toRadians, handle.angle()), "value.unit.angle");
        }
        panel.add(new JLabel(Texts.text("value.keys")), "span 3, align left, gaptop 4");
        return panel;
    }

    /**
     * Returns where the dialog of {@code size} about {@code handle} goes over {@code canvas}, whose
     * top left is at {@code origin} on the screen: beside the piece's ring and clear of every
     * body of {@code pieces} as the canvas shows them and of every label it painted last, kept on {@code screen}.
     */
    static Point beside(CanvasPanel canvas, Point origin, List<Piece> pieces, Handle handle, Dimension size, Rectangle screen) {
        AffineTransform toScreen = AffineTransform.getTranslateInstance(origin.x, origin.y);
        toScreen.concatenate(canvas.worldToScreen());
        Rectangle ring = SelectionRing.around(toScreen, handle).getBounds();
        Stream<Rectangle> labels = canvas.labelsShown().stream().map(label -> new Rectangle(label.x + origin.x, label.y + origin.y, label.width, label.height));
        List<Rectangle> bodies = Stream.concat(pieces.stream().map(piece -> onScreen(toScreen, piece.handle().extent())), labels).toList();
        return beside(ring, bodies, size, screen);
    }

    /** Returns the screen pixels {@code box} (world units) covers. */
    static Rectangle onScreen(AffineTransform toScreen, Aabb box) {
        return toScreen.createTransformedShape(new Rectangle2D.Double(box.minX(), box.minY(), box.width(), box.height())).getBounds();
    }

    /**
     * Returns the dialog's content panel, empty: the heading, the fields with their units and the
     * keys' line go in it. It stands out from the window under it, whose lesson text it may cover, with the theme's
     * popup background and a line round its edge, which FlatLaf applies again on a switch of theme.
     */
    static JPanel content() {
        JPanel panel = new JPanel(new MigLayout("wrap 3, hidemode 3", "[right][grow, fill][left]"));
        panel.putClientProperty(FlatClientProperties.STYLE,
                "background: $SpritePlayground.popup.background; border: 2,2,2,2,$SpritePlayground.popup.border,2");
        return panel;
    }

    /**
     * Returns where a dialog of {@code size} goes so that it covers neither {@code piece} (its ring
     * on screen) nor any of {@code bodies} (on screen): to the piece's right, else its left, below,
     * above, the first that, kept on {@code screen}, leaves them all clear; else the clear place on
     * the screen nearest the piece; if there is none, the one beside the piece that covers the least.
     */
    static Point beside(Rectangle piece, List<Rectangle> bodies, Dimension size, Rectangle screen) {
        List<Rectangle> keepClear = Stream.concat(Stream.of(piece), bodies.stream()).toList();
        int gap = 8;
        int midY = piece.y + piece.height / 2 - size.height / 2;
        int midX = piece.x + piece.width / 2 - size.width / 2;
        List<Rectangle> tries = Stream.of(new Point(piece.x + piece.width + gap, midY), new Point(piece.x - gap - size.width, midY),
                new Point(midX, piece.y + piece.height + gap), new Point(midX, piece.y - gap - size.height))
                .map(p -> ScreenFit.fit(new Rectangle(p, size), screen)).toList();
        Point centre = new Point(piece.x + piece.width / 2, piece.y + piece.height / 2);
        Stream<Rectangle> anywhere = Stream.iterate(screen.y, y -> y + size.height <= screen.y + screen.height, y -> y + gap)
                .flatMap(y -> Stream.iterate(screen.x, x -> x + size.width <= screen.x + screen.width, x -> x + gap).map(x -> new Rectangle(x, y, size.width, size.height)))
                .sorted(Comparator.comparingDouble(r -> centre.distanceSq(r.getCenterX(), r.getCenterY())));
        return Stream.concat(tries.stream(), anywhere).filter(r -> keepClear.stream().noneMatch(r::intersects)).findFirst()
                .orElseGet(() -> tries.stream().min(Comparator.comparingDouble(r -> keepClear.stream().mapToDouble(k -> covered(r, k)).sum())).orElseThrow())
                .getLocation();
    }

    /** Returns how many pixels of {@code piece} {@code dialog} covers. */
    private static double covered(Rectangle dialog, Rectangle piece) {
        Rectangle both = dialog.intersection(piece);
        return both.isEmpty() ? 0 : (double) both.width * both.height;
    }

    /** Opens the dialog for {@code piece} of the lesson on show and returns when it closes. */
    static void open(Component over, Playground model, Piece piece) {
        new ValueDialog(over, model, piece).dialog.setVisible(true);
        // Closed: the keys go back to the canvas, as before the double-click, with no click needed.
        if (over.isShowing()) {
            over.requestFocus();
        }
    }

    /** Adds to {@code fields} and {@code panel} the field of {@code piece}'s {@code name} holding {@code value}, its label before it and its unit (text key {@code unit}) after it. */
    private static void add(JPanel panel, List<Field> fields, String piece, String name, String value, String unit) {
        JTextField text = new JTextField(value);
        text.setName("value:" + name);
        text.setColumns(Math.max(COLUMNS, value.length()));
        JLabel problem = new JLabel();
        problem.setName("problem:" + name);
        problem.setVisible(false);
        JLabel label = new JLabel(Texts.text("value.label." + name));
        Accessible.name(Accessible.labelled(label, text), label.getText(), Texts.format("value.description", label.getText(), Piece.label(piece)));
        JLabel units = new JLabel(Texts.text(unit));
        units.setName("unit:" + name);
        panel.add(label);
        panel.add(text);
        panel.add(units);
        panel.add(problem, "skip 1, span 2");
        fields.add(new Field(name, text, problem));
    }

    private static void bind(JComponent panel, int key, String name, Runnable run) {
        panel.getInputMap(JComponent.WHEN_IN_FOCUSED_WINDOW).put(KeyStroke.getKeyStroke(key, 0), name);
        panel.getActionMap().put(name, Commands.command(name, null, null, run));
    }

    /** Places the piece at the typed values, or shows what is wrong with the first bad one. */
    private void apply() {
        Map<String, Double> typed = new LinkedHashMap<>();
        for (Field field : fields) {
            String problem = ValueText.problem(field.text().getText());
            field.problem().setText(problem);
            field.problem().setVisible(problem != null);
            if (problem != null) {
                dialog.pack();
                field.text().requestFocusInWindow();
                field.text().selectAll();
                return;
            }
            typed.put(field.name(), ValueText.parse(field.text().getText()));
        }
        Piece now = model.lesson().pieces().stream().filter(p -> p.name().equals(piece)).findFirst().orElse(null);
        dialog.dispose();
        if (now == null) {
            return;
        }
        Handle handle = model.hold(now);
        double angle = typed.getOrDefault("angle", Double.NaN);
        model.history().edit(Texts.format("value.history", Piece.label(piece)), () -> {
            handle.place(new Vec2(typed.get("x"), typed.get("y")), Double.isNaN(angle) ? handle.angle() : Math.toRadians(angle),
                    typed.getOrDefault("radius", Double.NaN));
            model.edited();
        });
        // Where the lesson's limits kept the piece from a value, the status line says where it went.
        if (typed.entrySet().stream().anyMatch(value -> {
            double off = actual(handle, value.getKey()) - value.getValue();
            return Math.abs(value.getKey().equals("angle") ? Math.IEEEremainder(off, 360) : off) > SAME;
        })) {
            String where = fields.stream().map(field -> Texts.format("value.applied.one", Texts.text("value.name." + field.name()),
                    ValueText.plain(actual(handle, field.name())))).reduce((some, one) -> Texts.format("value.applied.more", some, one)).orElseThrow();
            model.say(Texts.format("value.applied", Piece.label(piece), where));
        }
    }

    private static double actual(Handle handle, String name) {
        return switch (name) {
            case "x" -> handle.anchor().x();
            case "y" -> handle.anchor().y();
            case "radius" -> handle.size();
            default -> degrees(handle.angle());
        };
    }

    /** Returns an angle in degrees from 0 up to 360 (never 360 itself). */
    static double degrees(double radians) {
        double d = Math.toDegrees(radians) % 360;
        d = d < 0 ? d + 360 : d;
        return d >= 360 ? 0 : d;
    }
}
