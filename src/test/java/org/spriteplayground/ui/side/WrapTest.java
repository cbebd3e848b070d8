package org.spriteplayground.ui.side;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Insets;
import javax.swing.JButton;
import javax.swing.JCheckBox;
import javax.swing.JPanel;
import org.junit.jupiter.api.Test;

/** The least width at which every breakable name shows whole follows each button's name, font and margin. */
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
}
