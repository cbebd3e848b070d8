package org.spriteplayground.ui;

import javax.accessibility.AccessibleContext;
import javax.swing.JComponent;
import javax.swing.JLabel;
import org.spriteplayground.i18n.Texts;

/**
 * What a screen reader hears of a control, set where the control is built: its name and
 * description, the label that names it, and for a control that takes no focus on purpose (the
 * playback bar, the timeline) the keys that work it instead, so that nothing is left to the mouse.
 */
public final class Accessible {

    /** Client property of a control that takes no focus: the keys that work it ("Space", "- or ="). */
    static final String KEYS = "SpritePlayground.accessibleKeys";

    private Accessible() {
    }

    /** Names {@code component} for screen readers, with what it does; returns it. */
    public static <C extends JComponent> C name(C component, String name, String description) {
        AccessibleContext context = component.getAccessibleContext();
        context.setAccessibleName(name);
        context.setAccessibleDescription(description);
        return component;
    }

    /** Makes {@code label} the one that names {@code component} (screen readers read it, Alt+its key focuses it); returns the component. */
    public static <C extends JComponent> C labelled(JLabel label, C component) {
        label.setLabelFor(component);
        if (component.getAccessibleContext().getAccessibleName() == null) {
            component.getAccessibleContext().setAccessibleName(label.getText());
        }
        return component;
    }

    /**
     * Says that {@code component}, which takes no focus so the app's keys stay live, is worked by
     * {@code keys} instead: told to screen readers at the end of its description; returns it.
     */
    public static <C extends JComponent> C workedBy(C component, String keys) {
        component.putClientProperty(KEYS, keys);
        AccessibleContext context = component.getAccessibleContext();
        String description = context.getAccessibleDescription();
        String said = Texts.format("panel.keysSaid", keys);
        if (description == null || !description.contains(said)) {
            context.setAccessibleDescription(description == null || description.isBlank() ? said : description + ". " + said);
        }
        return component;
    }

    /** Sets the description a screen reader reads of {@code component} now; it hears of the change only if the text changed. */
    public static void describe(JComponent component, String description) {
        AccessibleContext context = component.getAccessibleContext();
        if (!description.equals(context.getAccessibleDescription())) {
            context.setAccessibleDescription(description);
        }
    }
}
