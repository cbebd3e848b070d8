package org.spriteplayground.scene;

/**
 * How far a text goes as JSON (RFC 8259, as Gson reads it strictly, a leading byte order mark
 * skipped): the first character no JSON text could have there, or, if there is none, whether the
 * text holds a whole value or only the start of one. A file that simply ends early, wherever it
 * ends (inside a number, a word, a text, after a comma, perhaps with a line break added after),
 * is the start of one; a file edited by hand into something else is not.
 */
final class JsonPrefix {

    /** The deepest nesting of objects and lists taken, as Gson's reader takes it. */
    static final int MAX_DEPTH = 255;

    /**
     * What a scan found.
     *
     * @param wrongAt the offset of the first character no JSON text could have there, or -1
     * @param whole whether the text holds a whole JSON value (meaningful when {@code wrongAt} is -1)
     */
    record Scan(int wrongAt, boolean whole) {

        /** Whether the text is the start of a JSON value that stops before its end. */
        boolean cutShort() {
            return wrongAt < 0 && !whole;
        }
    }

    /** What the scanner waits for next. */
    private enum Next { VALUE, VALUE_OR_CLOSE, KEY, KEY_OR_CLOSE, COLON, COMMA_OR_CLOSE, NOTHING }

    /** How a token ends: complete, at the end of the text before it is complete, or at a wrong character. */
    private enum Token { DONE, SHORT, WRONG }

    private final String json;
    private final StringBuilder open = new StringBuilder();
    private int at;

    private JsonPrefix(String json) {
        this.json = json;
    }

    /** Scans {@code json}. */
    static Scan scan(String json) {
        return new JsonPrefix(json).scan();
    }

    private Scan scan() {
        at = json.startsWith("\ufeff") ? 1 : 0;
        Next next = Next.VALUE;
        while (at < json.length()) {
            char c = json.charAt(at);
            if (c == ' ' || c == '\t' || c == '\n' || c == '\r') {
                at++;
                continue;
            }
            Token token = Token.DONE;
            switch (next) {
                case VALUE, VALUE_OR_CLOSE -> {
                    if (next == Next.VALUE_OR_CLOSE && c == ']' || c == '{' || c == '[') {
                        token = bracket(c);
                        next = c == '{' ? Next.KEY_OR_CLOSE : c == '[' ? Next.VALUE_OR_CLOSE : afterValue();
                    } else {
                        token = value(c);
                        next = afterValue();
                    }
                }
                case KEY, KEY_OR_CLOSE -> {
                    if (next == Next.KEY_OR_CLOSE && c == '}') {
                        token = bracket(c);
                        next = afterValue();
                    } else {
                        token = c == '"' ? text() : Token.WRONG;
                        next = Next.COLON;
                    }
                }
                case COLON -> {
                    token = c == ':' ? one() : Token.WRONG;
                    next = Next.VALUE;
                }
                case COMMA_OR_CLOSE -> {
                    char inside = open.charAt(open.length() - 1);
                    if (c == ',') {
                        token = one();
                        next = inside == '{' ? Next.KEY : Next.VALUE;
                    } else {
                        token = c == (inside == '{' ? '}' : ']') ? bracket(c) : Token.WRONG;
                        next = afterValue();
                    }
                }
                case NOTHING -> token = Token.WRONG;
            }
            if (token == Token.WRONG && !blankFrom(at)) {
                return new Scan(at, false);
            }
            if (token != Token.DONE) {
                return new Scan(-1, false);
            }
        }
        return new Scan(-1, next == Next.NOTHING);
    }

    /**
     * Whether only white space is left from {@code from}: a token that stops at the line break an
     * editor adds to a file cut inside it (a text, a number, a word) was cut short, not spoilt.
     */
    private boolean blankFrom(int from) {
        for (int i = from; i < json.length(); i++) {
            char c = json.charAt(i);
            if (c != ' ' && c != '\t' && c != '\n' && c != '\r') {
                return false;
            }
        }
        return true;
    }

    /** What follows a value just read: a comma or the close of what holds it, or nothing. */
    private Next afterValue() {
        return open.isEmpty() ? Next.NOTHING : Next.COMMA_OR_CLOSE;
    }

    /** Takes one character the caller has checked. */
    private Token one() {
        at++;
        return Token.DONE;
    }

    /** Opens or closes an object or a list. */
    private Token bracket(char c) {
        if (c == '{' || c == '[') {
            if (open.length() == MAX_DEPTH) {
                return Token.WRONG;
            }
            open.append(c);
        } else {
            open.setLength(open.length() - 1);
        }
        return one();
    }

    /** Reads a text, a number or a word (true, false, null) starting with {@code c}. */
    private Token value(char c) {
        if (c == '"') {
            return text();
        }
        if (c == '-' || digit(c)) {
            return number();
        }
        String word = c == 't' ? "true" : c == 'f' ? "false" : c == 'n' ? "null" : "";
        if (word.isEmpty()) {
            return Token.WRONG;
        }
        for (int i = 0; i < word.length(); i++, at++) {
            if (at == json.length()) {
                return Token.SHORT;
            }
            if (json.charAt(at) != word.charAt(i)) {
                return Token.WRONG;
            }
        }
        return Token.DONE;
    }

    private Token text() {
        at++;
        while (at < json.length()) {
            char c = json.charAt(at);
            if (c == '"') {
                return one();
            }
            if (c < 0x20) {
                return Token.WRONG;
            }
            at++;
            if (c == '\\') {
                if (at == json.length()) {
                    return Token.SHORT;
                }
                char escaped = json.charAt(at);
                if (escaped == 'u') {
                    for (int i = 0; i < 4; i++) {
                        if (++at == json.length()) {
                            return Token.SHORT;
                        }
                        if (Character.digit(json.charAt(at), 16) < 0) {
                            return Token.WRONG;
                        }
                    }
                } else if ("\"\\/bfnrt".indexOf(escaped) < 0) {
                    return Token.WRONG;
                }
                at++;
            }
        }
        return Token.SHORT;
    }

    /** Reads {@code -? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?}. */
    private Token number() {
        if (json.charAt(at) == '-') {
            at++;
        }
        Token whole = json.startsWith("0", at) ? one() : digits();
        if (whole != Token.DONE) {
            return whole;
        }
        if (json.startsWith(".", at)) {
            at++;
            Token fraction = digits();
            if (fraction != Token.DONE) {
                return fraction;
            }
        }
        if (json.startsWith("e", at) || json.startsWith("E", at)) {
            at++;
            if (json.startsWith("+", at) || json.startsWith("-", at)) {
                at++;
            }
            return digits();
        }
        return Token.DONE;
    }

    /** Reads one digit or more. */
    private Token digits() {
        if (at == json.length()) {
            return Token.SHORT;
        }
        if (!digit(json.charAt(at))) {
            return Token.WRONG;
        }
        while (at < json.length() && digit(json.charAt(at))) {
            at++;
        }
        return Token.DONE;
    }

    private static boolean digit(char c) {
        return c >= '0' && c <= '9';
    }
}
