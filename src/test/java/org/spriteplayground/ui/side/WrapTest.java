package org.spriteplayground.ui.side;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Insets;
import javax.swing.JButton;
import javax.swing.JCheckBox;
import javax.swing.JLabel;
import javax.swing.JPanel;
import org.junit.jupiter.api.Test;

/** The least width at which every breakable name shows whole follows each button's name, font and margin; a control's name over it breaks as a button's does. */
class WrapTest {

    @Test
    void theWidestWordIsMeasuredAgainWhenAButtonsFontOrMarginChanges() {
        JPanel panel = new JPanel();
        JButton button = Wrap.of(new JButton("Reset by pixels"));
        panel.add(button);
        int usual = Wrap.widestWord(panel);
        assertThat(usual).isEqualTo(new JButton("pixels").getPreferredSize().width);
        assertThat(Wrap.widestWord(panel)).isEqualTo(usual);

        button.setFont(button.getFont().deriveFont(button.getFont().getSize2D() * 2));
        int large = Wrap.widestWord(panel);
        assertThat(large).isGreaterThan(usual);

        button.setMargin(new Insets(0, 40, 0, 40));
        assertThat(Wrap.widestWord(panel)).isGreaterThan(large);
    }

    @Test
    void theWidestWordIsTheWidestOfEveryVisibleBreakableName() {
        JPanel panel = new JPanel();
        JPanel inner = new JPanel();
        panel.add(Wrap.of(new JButton("a bb")));
        inner.add(Wrap.of(new JCheckBox("Intersection points")));
        panel.add(inner);
        panel.add(new JButton("Unbreakablebutnotbreakable"));
        assertThat(Wrap.widestWord(panel)).isEqualTo(new JCheckBox("Intersection").getPreferredSize().width);
        inner.setVisible(false);
        assertThat(Wrap.widestWord(panel)).isEqualTo(new JButton("bb").getPreferredSize().width);
    }

    @Test
    void theNameOverAControlTakesTwoLinesInAColumnNarrowerThanItAndItsWidestWordWidensTheColumn() {
        JPanel panel = new JPanel(null);
        JLabel name = Wrap.of(new JLabel("Where the circles stand (x)"));
        name.setDisplayedMnemonic('W');
        panel.add(name);
        assertThat(Wrap.widestWord(panel)).isEqualTo(java.util.stream.Stream.of("Where", "the", "circles", "stand", "(x)")
                .mapToInt(word -> new JLabel(word).getPreferredSize().width).max().orElseThrow());
        int oneLine = new JLabel("Where the circles stand (x)").getPreferredSize().width;

        panel.setSize(oneLine - 1, 100);
        Wrap.fit(panel);
        assertThat(name.getText()).isEqualTo("<html><u>W</u>here the<br>circles stand (x)</html>");

        panel.setSize(oneLine, 100);
        Wrap.fit(panel);
        assertThat(name.getText()).isEqualTo("Where the circles stand (x)");
    }
}
