package org.spriteplayground.ui.side;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Font;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.ResourceBundle;
import java.util.TreeSet;
import javax.swing.JCheckBox;
import javax.swing.SwingUtilities;
import javax.swing.UIManager;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.spriteplayground.i18n.Texts;

/**
 * The least width a wrapping check box or button asks for (what the side column widens to, so that
 * nothing is cut) is measured word by word in plain text, not by laying its name out as HTML, which
 * cost a start about 50 ms. For every name of two words or more in every bundle, in English,
 * German and French, at UI scale 1, 1.5 and 2: given that width, the control shows its name whole
 * (wrapped, its width within it), and the width is at most 1 px more than the wrapped name needs.
 */
class WrapNarrowestTest {

    @RegisterExtension
    final OffScreenLook look = new OffScreenLook();

    @ParameterizedTest(name = "scale {0}")
    @ValueSource(strings = {"1", "1.5", "2"})
    void theNarrowestWidthShowsTheNameWholeAndWastesAtMostAPixel(String scale) throws Exception {
        List<String> faults = new ArrayList<>();
        SwingUtilities.invokeAndWait(() -> {
            OffScreenLook.use(scale, "en");
            Font font = UIManager.getFont("defaultFont");
            for (String name : names()) {
                WrapCheckBox box = new WrapCheckBox(name, false);
                box.setFont(font);
                box.setMnemonic(Character.toUpperCase(name.charAt(0)));
                int least = box.narrowestWidth();
                JCheckBox html = new JCheckBox("<html>" + String.join("<br>", escaped(name).split(" ")) + "</html>");
                html.setFont(font);
                box.fit(least);
                if (box.getPreferredSize().width > least || least > html.getPreferredSize().width + 1) {
                    faults.add("check box \"" + name + "\": least " + least + ", shown " + box.getPreferredSize().width + ", each word a line " + html.getPreferredSize().width);
                }
                WrapButton button = new WrapButton(name);
                button.setFont(font);
                int narrowest = button.narrowestWidth();
                int oneLine = button.oneLineWidth();
                button.fit(narrowest);
                int twoLines = button.getPreferredSize().width;
                if (twoLines > narrowest || narrowest > twoLines + 1 || narrowest > oneLine) {
                    faults.add("button \"" + name + "\": least " + narrowest + ", shown " + twoLines + ", one line " + oneLine);
                }
            }
        });
        assertThat(faults).isEmpty();
    }

    /** Returns every text of two or more words, short enough for a control, in every bundle and language. */
    private static TreeSet<String> names() {
        TreeSet<String> names = new TreeSet<>();
        for (Locale language : List.of(Locale.ENGLISH, Locale.GERMAN, Locale.FRENCH)) {
            for (String family : Texts.FAMILIES) {
                ResourceBundle bundle = ResourceBundle.getBundle(family, language, ResourceBundle.Control.getNoFallbackControl(ResourceBundle.Control.FORMAT_PROPERTIES));
                for (String key : bundle.keySet()) {
                    String text = bundle.getString(key);
                    if (text.length() <= 60 && text.indexOf(' ') > 0 && !text.contains("<") && !text.contains("\n") && !text.contains("  ") && !text.endsWith(" ")) {
                        names.add(text);
                    }
                }
            }
        }
        return names;
    }

    private static String escaped(String s) {
        return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;");
    }

}
