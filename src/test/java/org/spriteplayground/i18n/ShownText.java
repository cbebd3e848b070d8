package org.spriteplayground.i18n;

import java.util.Set;
import java.util.regex.Pattern;
import org.spriteplayground.i18n.JavaLiterals.Call;
import org.spriteplayground.i18n.JavaLiterals.Kind;
import org.spriteplayground.i18n.JavaLiterals.Literal;

/**
 * Whether a string literal in the app's code is text a user would read, so should come from the
 * bundles: one with two words in a row ({@code "Open scene"}) or a capitalised word of its own
 * ({@code "Pause"}, {@code "Hit!"}), unless it is plainly not shown: a bundle key, a component
 * name, a thread's name, a client-property, UIManager, system-property or preferences key, a
 * MigLayout constraint, a log line, an annotation value, a font family, a programming error's
 * message, or a line marked {@code // not shown}.
 */
final class ShownText {

    /** Two words of two letters or more with a space between. */
    private static final Pattern WORDS = Pattern.compile("\\p{L}{2,}[ \\u00a0]+\\p{L}{2,}");

    /** A capitalised word standing alone, not part of an identifier, a dotted key, a path or a name:value id. */
    private static final Pattern CAPITALISED = Pattern.compile("(?<![\\p{L}\\p{N}_.$#/\\\\:-])\\p{Lu}\\p{Ll}+(?![\\p{L}\\p{N}_.$(/\\\\:-])");

    private static final Set<String> PROGRAMMING_ERRORS = Set.of("IllegalArgumentException", "IllegalStateException",
            "NullPointerException", "UnsupportedOperationException", "AssertionError", "IndexOutOfBoundsException");

    private static final Set<String> NAMES = Set.of("setName", "getLogger", "requireNonNull", "getProperty", "setProperty",
            "getBoolean", "getInteger", "getLong", "getenv", "node", "forName");

    private static final Set<String> KEYED = Set.of("putClientProperty", "getClientProperty", "get", "put", "getInt", "putInt",
            "getDouble", "putDouble", "putBoolean", "getFloat", "putFloat", "remove", "containsKey");

    /** Calls whose arguments after the first are layout constraints or a thread's name. */
    private static final Set<String> CONSTRAINED = Set.of("add", "Thread", "MigLayout");

    private static final Set<String> LOGS = Set.of("AppLog", "LOG", "log", "logger", "LOGGER");

    private static final Set<String> FONTS = Set.of("Dialog", "DialogInput", "SansSerif", "Serif", "Monospaced");

    private ShownText() {
    }

    /** Returns whether {@code value} reads like words to a person: two words in a row, or a capitalised word alone. */
    static boolean wordy(String value) {
        return WORDS.matcher(value).find() || CAPITALISED.matcher(value).find();
    }

    /** Returns whether {@code literal} is user text that does not come from the bundles, whose keys are {@code keys}. */
    static boolean bypasses(Literal literal, Set<String> keys) {
        String value = literal.value();
        if (!wordy(value) || literal.notShown() || keys.contains(value) || FONTS.contains(value) || literal.statement().equals("assert")) {
            return false;
        }
        return literal.calls().stream().noneMatch(ShownText::exempts);
    }

    /** Returns whether being an argument of {@code call} makes a literal one nobody reads. */
    private static boolean exempts(Call call) {
        return call.kind() == Kind.ANNOTATION
                || call.kind() == Kind.NEW && (PROGRAMMING_ERRORS.contains(call.name()) || call.name().equals("Font") && call.argument() == 0)
                || NAMES.contains(call.name())
                || CONSTRAINED.contains(call.name()) && (call.argument() > 0 || call.name().equals("MigLayout"))
                || call.name().endsWith("Constraints")
                || KEYED.contains(call.name()) && call.argument() == 0
                || call.qualifier().equals("UIManager") && call.argument() == 0
                || LOGS.contains(call.qualifier());
    }
}
