package org.spriteplayground.ui;

import java.awt.Component;
import java.util.Locale;
import java.util.ResourceBundle;
import javax.swing.ButtonGroup;
import javax.swing.JMenu;
import javax.swing.JOptionPane;
import javax.swing.JRadioButtonMenuItem;
import org.spriteplayground.i18n.Language;
import org.spriteplayground.i18n.Texts;
import org.spriteplayground.settings.Settings;

/**
 * View &gt; Language: System (the computer's language), English, Deutsch, Français, remembered in
 * the {@link Settings}. The texts are read at start-up, so a new choice says, in the new language,
 * that it applies from the next start.
 */
final class LanguageMenu {

    private final Component parent;
    private final Settings settings;

    LanguageMenu(Component parent, Settings settings) {
        this.parent = parent;
        this.settings = settings;
    }

    /** Returns the submenu, the remembered language ticked. */
    JMenu menu() {
        JMenu menu = MenuText.menu("menu.view.language");
        menu.setName("languageMenu");
        ButtonGroup group = new ButtonGroup();
        Language saved = settings.get(Settings.LANGUAGE);
        for (Language language : Language.values()) {
            JRadioButtonMenuItem item = new JRadioButtonMenuItem(MenuText.name(language.key()), language == saved);
            MenuText.mark(item, language.key());
            item.setToolTipText(MenuText.tip(language.key()));
            item.setName("language:" + language.name());
            item.addActionListener(e -> choose(language));
            group.add(item);
            menu.add(item);
        }
        return menu;
    }

    private void choose(Language language) {
        if (language == settings.get(Settings.LANGUAGE)) {
            return;
        }
        settings.set(Settings.LANGUAGE, language);
        Locale next = language.locale() != null ? language.locale() : Locale.getDefault(Locale.Category.DISPLAY);
        ResourceBundle words = Texts.bundle(next);
        JOptionPane.showMessageDialog(parent, words.getString("language.nextStart"), words.getString("language.nextStart.title"),
                JOptionPane.INFORMATION_MESSAGE);
    }
}
