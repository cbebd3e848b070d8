package org.spriteplayground.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.ResourceBundle;
import javax.swing.JLabel;
import javax.swing.SwingUtilities;
import javax.swing.plaf.basic.BasicHTML;
import javax.swing.text.BadLocationException;
import javax.swing.text.View;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.spriteplayground.i18n.Texts;
import org.spriteplayground.ui.side.OffScreenLook;

/**
 * Every French text long enough to wrap, shown as a tooltip wraps it ({@link Theme#wrapped}),
 * breaks only where French may: no line ends with an elided word ("qu’il n’" / "a été testé") and
 * none starts with ":", ";", "!", "?" or "»", nor with a unit torn from its number.
 */
class FrenchTipLinesTest {

    @RegisterExtension
    final OffScreenLook look = new OffScreenLook();

    @Test
    void noTooltipLineEndsAfterAnApostropheOrStartsWithAMarkOrAUnit() throws Exception {
        SwingUtilities.invokeAndWait(() -> {
            OffScreenLook.use("1", "fr");
            List<String> lines = new ArrayList<>();
            JLabel label = new JLabel();
            for (String family : Texts.FAMILIES) {
                for (String key : ResourceBundle.getBundle(family, Locale.ROOT).keySet()) {
                    String text = Texts.text(key);
                    String html = Theme.wrapped(text, label);
                    if (html != null && !html.equals(text)) {
                        label.setText(html);
                        View view = (View) label.getClientProperty(BasicHTML.propertyKey);
                        view.setSize(label.getPreferredSize().width, label.getPreferredSize().height);
                        rows(view, lines);
                    }
                }
            }
            assertThat(lines).as("lines of wrapped tooltips").hasSizeGreaterThan(500);
            assertThat(lines).as("lines ending with an elided word").noneMatch(l -> l.endsWith("’"));
            assertThat(lines).as("lines starting with : ; ! ? » or a unit")
                    .noneMatch(l -> l.matches("^(?:[:;!?»]|px\\b|%).*"));
        });
    }

    /** Adds the text of each line {@code view} is broken into, trimmed, to {@code lines}. */
    private static void rows(View view, List<String> lines) {
        if (view.getClass().getName().endsWith("ParagraphView$Row")) {
            try {
                lines.add(view.getDocument().getText(view.getStartOffset(), view.getEndOffset() - view.getStartOffset()).strip());
            } catch (BadLocationException e) {
                throw new IllegalStateException(e);
            }
            return;
        }
        for (int i = 0; i < view.getViewCount(); i++) {
            rows(view.getView(i), lines);
        }
    }
}
