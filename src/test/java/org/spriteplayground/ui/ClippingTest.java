package org.spriteplayground.ui;

import static org.assertj.core.api.Assertions.assertThat;

import javax.swing.BorderFactory;
import javax.swing.JButton;
import javax.swing.JCheckBox;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JTable;
import org.junit.jupiter.api.Test;

/** The clipping detector the pseudo-locale window test relies on: a text cut short is found, one that fits is not. */
class ClippingTest {

    /** A panel laid out by hand, standing in for a window: components at their given sizes, "showing" without a screen. */
    private static final class Shown extends JPanel {
        Shown() {
            super(null);
        }

        @Override
        public boolean isShowing() {
            return true;
        }
    }

    private static final class ShownLabel extends JLabel {
        ShownLabel(String text) {
            super(text);
        }

        @Override
        public boolean isShowing() {
            return true;
        }
    }

    @Test
    void aLabelTooNarrowForItsTextIsFoundAndOneThatFitsIsNot() {
        Shown root = new Shown();
        JLabel narrow = new ShownLabel("[Ƥàüšé šþééđ ···]");
        narrow.setName("narrow");
        narrow.setBounds(0, 0, 30, 20);
        JLabel roomy = new ShownLabel("[Ƥàüšé ··]");
        roomy.setName("roomy");
        roomy.setSize(roomy.getPreferredSize());
        root.add(narrow);
        root.add(roomy);
        assertThat(Clipping.clipped(root)).singleElement().asString().contains("ShownLabel '[Ƥàüšé šþééđ ···]' named narrow", "has 30", "...");
    }

    @Test
    void aButtonACheckBoxATitledBorderAndATableHeaderAreCheckedToo() {
        Shown root = new Shown();
        JButton button = new JButton("Export tightness table as CSV") {
            @Override
            public boolean isShowing() {
                return true;
            }
        };
        button.setSize(button.getPreferredSize().width - 10, button.getPreferredSize().height);
        JCheckBox box = new JCheckBox("Bounding circles") {
            @Override
            public boolean isShowing() {
                return true;
            }
        };
        box.setSize(box.getPreferredSize().width - 8, box.getPreferredSize().height);
        JPanel titled = new JPanel() {
            @Override
            public boolean isShowing() {
                return true;
            }
        };
        titled.setBorder(BorderFactory.createTitledBorder("A rather long group title"));
        titled.setSize(40, 40);
        JTable table = new JTable(new Object[][] {{1, 2}}, new Object[] {"false-alarm rate", "n"}) {
            @Override
            public boolean isShowing() {
                return true;
            }
        };
        table.getColumnModel().getColumn(0).setWidth(20);
        root.add(button);
        root.add(box);
        root.add(titled);
        root.add(table);
        assertThat(Clipping.clipped(root)).hasSize(4).anyMatch(s -> s.startsWith("JButton 'Export tightness table as CSV'"))
                .anyMatch(s -> s.startsWith("JCheckBox 'Bounding circles'")).anyMatch(s -> s.startsWith("titled border 'A rather long group title'"))
                .anyMatch(s -> s.startsWith("table header 'false-alarm rate'"));
        button.setSize(button.getPreferredSize());
        box.setSize(box.getPreferredSize());
        titled.setSize(400, 40);
        table.getColumnModel().getColumn(0).setWidth(400);
        assertThat(Clipping.clipped(root)).isEmpty();
    }
}
