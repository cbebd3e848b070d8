package org.spriteplayground.ui;

import java.awt.Component;
import java.awt.Container;
import java.awt.Rectangle;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;
import javax.swing.AbstractButton;
import javax.swing.JComboBox;
import javax.swing.JComponent;
import javax.swing.JLabel;
import javax.swing.JProgressBar;
import javax.swing.JSlider;
import javax.swing.JSpinner;
import javax.swing.JViewport;
import javax.swing.SwingUtilities;
import javax.swing.UIManager;
import javax.swing.text.JTextComponent;
import org.spriteplayground.i18n.Texts;

/**
 * A part of the window laid out off screen, in a language and presentation size, and what a
 * person would find wrong with it: a text cut or ellipsised, a control out of the part's bounds
 * (out of reach), two controls on top of each other. Parts inside a scroll pane's view may be
 * scrolled away (they are reachable), but are checked for cut texts all the same.
 */
public final class LaidOut {

    /** The languages every part is checked in: the three bundles and the pseudo-locale (a third longer). */
    public static final List<String> LANGUAGES = List.of("en", "de", "fr", "pseudo");

    private LaidOut() {
    }

    /** Returns every language with every presentation size. */
    public static Stream<Object[]> languagesAndSizes() {
        return LANGUAGES.stream().flatMap(language -> Stream.of(Presentation.values()).map(size -> new Object[] {language, size}));
    }

    /** Sets the app's light theme at presentation {@code size} and the texts in {@code language} ("pseudo": the pseudo-locale). Call on the event thread. */
    public static void use(String language, Presentation size) {
        System.clearProperty("flatlaf.uiScale");
        UIManager.put("defaultFont", null);
        Theme.LIGHT.install();
        Texts.pseudo(language.equals("pseudo"));
        Texts.use(Locale.forLanguageTag(language.equals("pseudo") ? "en" : language));
        size.install();
    }

    /** Puts the look, size and language back as every test class starts. Call on the event thread. */
    public static void reset() {
        UIManager.put("defaultFont", null);
        Texts.pseudo(false);
        Texts.use(null);
    }

    /** Lays {@code c} and everything in it out {@code times} times, as a shown window settles. */
    public static void layOut(Container c, int times) {
        for (int i = 0; i < times; i++) {
            layOut(c);
        }
    }

    private static void layOut(Container c) {
        c.invalidate();
        c.doLayout();
        for (Component child : c.getComponents()) {
            if (child instanceof Container inner) {
                layOut(inner);
            }
        }
    }

    /** Returns a line for each thing wrong with {@code root} as laid out: texts cut, controls out of it, controls overlapping. */
    public static List<String> problems(Container root) {
        List<String> found = new ArrayList<>();
        List<JComponent> controls = new ArrayList<>();
        collect(root, root, found, controls);
        for (int i = 0; i < controls.size(); i++) {
            for (int j = i + 1; j < controls.size(); j++) {
                Rectangle a = in(controls.get(i), root);
                Rectangle b = in(controls.get(j), root);
                if (a.intersects(b) && !SwingUtilities.isDescendingFrom(controls.get(i), controls.get(j))
                        && !SwingUtilities.isDescendingFrom(controls.get(j), controls.get(i))) {
                    found.add(name(controls.get(i)) + " at " + a + " overlaps " + name(controls.get(j)) + " at " + b);
                }
            }
        }
        return Collections.unmodifiableList(found);
    }

    private static void collect(Container root, Container in, List<String> found, List<JComponent> controls) {
        for (Component c : in.getComponents()) {
            if (!c.isVisible() || !(c instanceof JComponent j) || j instanceof javax.swing.JScrollBar) {
                continue;
            }
            boolean scrolled = SwingUtilities.getAncestorOfClass(JViewport.class, j) != null
                    && SwingUtilities.isDescendingFrom(SwingUtilities.getAncestorOfClass(JViewport.class, j), root);
            String text = j instanceof JLabel l ? l.getText() : j instanceof AbstractButton b ? b.getText() : null;
            if (text != null && !text.isBlank()) {
                // The look's own size for the text: a label may ask more room than its text (the timeline keeps its widest text's)
                java.awt.Dimension wanted = j.getUI().getPreferredSize(j) != null ? j.getUI().getPreferredSize(j) : j.getPreferredSize();
                if (j.getWidth() < wanted.width || j.getHeight() < wanted.height) {
                    found.add(name(j) + " is " + j.getWidth() + "×" + j.getHeight() + ", its text needs " + wanted.width + "×" + wanted.height);
                }
            }
            if (j instanceof JTextComponent t && !t.getText().isBlank() && j.getHeight() < j.getPreferredSize().height) {
                found.add(name(j) + " shows " + j.getHeight() + " px of its " + j.getPreferredSize().height + " px of lines");
            }
            if (j instanceof JSlider slider && slider.getPaintLabels() && slider.getLabelTable() != null) {
                int widest = 0;
                for (Object label : Collections.list(slider.getLabelTable().elements())) {
                    widest = Math.max(widest, ((JComponent) label).getPreferredSize().width);
                }
                int least = slider.getLabelTable().size() * widest;
                if (slider.getWidth() < least) {
                    found.add(name(j) + " is " + slider.getWidth() + " px wide, its tick labels side by side need " + least);
                }
            }
            boolean control = j instanceof JLabel || j instanceof AbstractButton || j instanceof JSlider || j instanceof JComboBox
                    || j instanceof JSpinner || j instanceof JProgressBar || j instanceof JTextComponent;
            if (control && !scrolled && !(j.getParent() instanceof JComboBox) && !(SwingUtilities.getAncestorOfClass(JSpinner.class, j) != null)
                    && !(SwingUtilities.getAncestorOfClass(JComboBox.class, j) != null) && !(SwingUtilities.getAncestorOfClass(JSlider.class, j) != null)) {
                Rectangle at = in(j, root);
                if (!new Rectangle(root.getSize()).contains(at)) {
                    found.add(name(j) + " at " + at + " is not wholly within the " + root.getWidth() + "×" + root.getHeight() + " part");
                }
                if (at.width <= 0 || at.height <= 0) {
                    found.add(name(j) + " has no room: " + at);
                }
                controls.add(j);
            }
            collect(root, j, found, controls);
        }
    }

    /** Returns where {@code c} is in {@code root}'s coordinates. */
    public static Rectangle in(Component c, Container root) {
        return SwingUtilities.convertRectangle(c.getParent(), c.getBounds(), root);
    }

    private static String name(JComponent c) {
        String text = c instanceof JLabel l ? l.getText() : c instanceof AbstractButton b ? b.getText() : null;
        return c.getClass().getSimpleName() + (c.getName() != null ? " " + c.getName() : "") + (text != null ? " \"" + text + "\"" : "");
    }
}
