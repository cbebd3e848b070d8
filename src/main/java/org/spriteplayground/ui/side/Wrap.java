package org.spriteplayground.ui.side;

import com.formdev.flatlaf.util.UIScale;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.IntStream;
import javax.swing.AbstractButton;
import javax.swing.JButton;
import javax.swing.JCheckBox;
import javax.swing.JComponent;
import javax.swing.JLabel;
import javax.swing.JTextArea;
import javax.swing.UIManager;
import javax.swing.text.DefaultCaret;
import org.spriteplayground.i18n.SeedOutput;

/**
 * Texts of the side column that wrap: a read-only {@link JTextArea} with word wrap for a
 * paragraph, and for a button's or check box's name, or the name over a control, the name on one
 * line where it fits the column's width, else on two, broken at the space nearest its middle, in
 * Swing's HTML (MigLayout gives a button or label its width but cannot wrap its text; with a narrow
 * column at presentation ×2 a preset's, switch's or control's name is wider than the column).
 */
public final class Wrap {

    /** The client property that keeps a button's or label's name as given, on one line. */
    private static final String PLAIN = "SpritePlayground.plainText";

    /**
     * The client property by which a text from {@link #text} shows a tooltip that depends on
     * where the mouse is: an {@code IntFunction<String>} from the character under the mouse to
     * its tooltip, or null for none there.
     */
    static final String TIP_AT = "SpritePlayground.tipAt";
    /** FlatLaf's client property for a component's own style. */
    public static final String FLATLAF_STYLE = "FlatLaf.style"; // not shown
    /** FlatLaf's client property for a component's style class ("h4"). */
    public static final String FLATLAF_STYLE_CLASS = "FlatLaf.styleClass"; // not shown

    /** The client property that keeps a button's widest word's width with what it was measured with. */
    private static final String WIDEST = "SpritePlayground.widestWord";

    /** A root sign and the text up to the next space, or an elided word and the word after it. */
    private static final Pattern UNBROKEN = Pattern.compile("√\\S*|\\S*[’'](?=\\S)\\S*");

    private Wrap() {
    }

    /**
     * Returns plain {@code text} escaped for Swing's HTML, with a seed's output it quotes
     * ({@link SeedOutput}) set as code, in the look's monospaced font, and what a line must not
     * break inside kept on one line: a word elided with an apostrophe and the word after it
     * ("l’image"; the JDK's line breaker, which Swing's HTML uses, would break after the ’) and a
     * root sign and what it takes the root of ("√((w/2)²"). No-break spaces, which {@code Texts}
     * puts where a language never breaks, need nothing: Swing's HTML keeps them.
     */
    public static String html(String text) {
        StringBuilder html = new StringBuilder();
        for (SeedOutput.Run run : SeedOutput.runs(text)) {
            String escaped = run.text().replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;");
            html.append(run.code() ? "<span style=\"font-family: " + monospaced() + "\">" + escaped + "</span>" // not shown
                    : UNBROKEN.matcher(escaped).replaceAll(r -> Matcher.quoteReplacement("<nobr>" + r.group() + "</nobr>")));
        }
        return html.toString();
    }

    /**
     * Returns {@code text} for a label: as it is, or where it quotes a seed's output, as Swing's
     * HTML ({@link #html}), so that the output shows as code and the words beside it as the label's.
     */
    public static String label(String text) {
        return SeedOutput.holds(text) ? "<html>" + html(text) + "</html>" : text; // not shown
    }

    /** Returns the family of the look's monospaced font (FlatLaf's {@code monospaced.font}, the one of its "monospaced" style class). */
    private static String monospaced() {
        java.awt.Font font = UIManager.getFont("monospaced.font");
        return font != null ? font.getFamily() : java.awt.Font.MONOSPACED;
    }

    /**
     * Returns a read-only text in the label font (after a change of look or size too), wrapped at
     * word ends to the width it is given. Its caret never scrolls the side panel when the text is
     * set again (a rebuilt readout). A text given a FlatLaf style or style class takes its font from
     * there ({@code "font: bold +4 $Label.font"}, {@code "h4"}), which the look applies again after
     * every change of look or size.
     */
    public static JTextArea text(String text, String name) {
        JTextArea area = new JTextArea() {
            @Override
            public void updateUI() {
                super.updateUI();
                if (getClientProperty(FLATLAF_STYLE) == null && getClientProperty(FLATLAF_STYLE_CLASS) == null) {
                    setFont(UIManager.getFont("Label.font"));
                }
            }

            @Override
            @SuppressWarnings("unchecked")
            public String getToolTipText(java.awt.event.MouseEvent e) {
                return getClientProperty(TIP_AT) instanceof java.util.function.IntFunction<?> tip
                        ? ((java.util.function.IntFunction<String>) tip).apply(viewToModel2D(e.getPoint())) : super.getToolTipText(e);
            }
        };
        ((DefaultCaret) area.getCaret()).setUpdatePolicy(DefaultCaret.NEVER_UPDATE); // before the text: a caret moved to its end would scroll there
        area.setText(text);
        area.setName(name);
        area.setLineWrap(true);
        area.setWrapStyleWord(true);
        area.setEditable(false);
        area.setFocusable(false);
        area.setOpaque(false);
        area.setBorder(null);
        return area;
    }

    /** Makes {@code button}'s name, as set now, one that {@link #fit} may break; returns the button. */
    static <B extends AbstractButton> B of(B button) {
        button.putClientProperty(PLAIN, button.getText());
        return button;
    }

    /** Makes {@code label}'s text, the name over a control, one that {@link #fit} may break; returns the label. */
    static JLabel of(JLabel label) {
        label.putClientProperty(PLAIN, label.getText());
        return label;
    }

    /**
     * Shows each name under {@code panel} that {@link #of} made breakable on one line where that
     * fits the panel's width, else on two; a panel calls it before it lays out, as its width is
     * what its buttons get (a name set anew asks for a layout again).
     */
    static void fit(java.awt.Container panel) {
        for (java.awt.Component c : panel.getComponents()) {
            if (c instanceof JComponent named && named.getClientProperty(PLAIN) instanceof String plain && panel.getWidth() > 0) {
                int at = breakAt(plain);
                String text = at < 0 || oneLineWidth(named, plain) <= panel.getWidth() ? plain : html(named, plain, at);
                if (named instanceof AbstractButton button) {
                    button.setText(text);
                } else if (named instanceof JLabel label) {
                    label.setText(text);
                }
            }
        }
    }

    /**
     * Returns the width the widest word of any name under {@code root} that {@link #fit} may break
     * asks for on a button like its own: the least width at which every such name shows whole.
     */
    static int widestWord(java.awt.Container root) {
        int widest = 0;
        for (java.awt.Component c : root.getComponents()) {
            if (c instanceof JComponent named && named.getClientProperty(PLAIN) instanceof String plain) {
                widest = named.isVisible() ? Math.max(widest, widestWord(named, plain)) : widest;
            } else if (c instanceof java.awt.Container inner && c.isVisible()) {
                widest = Math.max(widest, widestWord(inner));
            }
        }
        return widest;
    }

    /**
     * Returns the width {@code named} (a button or label) asks for with the widest word of {@code
     * plain} alone. A layout asks for it many times, so it is measured once for the name, font,
     * margin, gap, look and scale in force, and kept on the component until one of them changes.
     */
    private static int widestWord(JComponent named, String plain) {
        List<Object> measuredWith = Arrays.asList(plain, named.getFont(), named instanceof AbstractButton b ? b.getMargin() : null,
                named instanceof AbstractButton b ? b.getIconTextGap() : null, UIManager.getLookAndFeel(), UIScale.getUserScaleFactor());
        if (named.getClientProperty(WIDEST) instanceof Measured kept && kept.with().equals(measuredWith)) {
            return kept.width();
        }
        int widest = Arrays.stream(plain.split(" ")).mapToInt(word -> oneLineWidth(named, word)).max().orElse(0);
        named.putClientProperty(WIDEST, new Measured(measuredWith, widest));
        return widest;
    }

    /** A width and what it was measured with. */
    private record Measured(List<Object> with, int width) {
    }

    /** Returns the width {@code named}, a button or label, asks for with {@code plain} on one line. */
    private static int oneLineWidth(JComponent named, String plain) {
        JComponent probe;
        if (named instanceof AbstractButton button) {
            AbstractButton like = button instanceof JCheckBox ? new JCheckBox(plain) : new JButton(plain);
            like.setMargin(button.getMargin());
            like.setIconTextGap(button.getIconTextGap());
            probe = like;
        } else {
            probe = new JLabel(plain);
            probe.setBorder(named.getBorder());
        }
        probe.setFont(named.getFont());
        return probe.getPreferredSize().width;
    }

    /** Returns the index of the space nearest the middle of {@code plain}, -1 if it has none: where a name on two lines breaks. */
    public static int breakAt(String plain) {
        int middle = plain.length() / 2;
        return IntStream.range(0, plain.length()).filter(i -> plain.charAt(i) == ' ').boxed()
                .min(Comparator.comparingInt(i -> Math.abs(i - middle))).orElse(-1);
    }

    /** Returns {@code plain} as two lines of HTML, broken at {@code at}, its key underlined (Swing underlines none in HTML). */
    private static String html(JComponent named, String plain, int at) {
        int mnemonic = named instanceof AbstractButton button ? button.getMnemonic() : ((JLabel) named).getDisplayedMnemonic();
        int key = mnemonic == 0 ? -1 : IntStream.range(0, plain.length()) // the first such letter, as Swing underlines
                .filter(i -> Character.toUpperCase(plain.charAt(i)) == mnemonic).findFirst().orElse(-1);
        StringBuilder html = new StringBuilder(named instanceof JButton ? "<html><center>" : "<html>");
        for (int i = 0; i < plain.length(); i++) {
            String c = switch (plain.charAt(i)) {
                case '&' -> "&amp;";
                case '<' -> "&lt;";
                case '>' -> "&gt;";
                default -> String.valueOf(plain.charAt(i));
            };
            html.append(i == at ? "<br>" : i == key ? "<u>" + c + "</u>" : c);
        }
        return html.append("</html>").toString();
    }
}
