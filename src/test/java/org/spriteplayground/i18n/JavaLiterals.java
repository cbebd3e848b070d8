package org.spriteplayground.i18n;

import java.util.ArrayList;
import java.util.List;

/**
 * The string literals of one Java source, each with its line and the calls it is an argument of:
 * a small tokenizer that knows comments, string and char literals and text blocks (so that a quote
 * in a comment or an apostrophe in a char literal does not throw it off), enough to tell
 * {@code setName("a b")} from {@code label.setText("a b")}.
 */
final class JavaLiterals {

    /** How a call is written: {@code name(}, {@code new Name(} or {@code @Name(}. */
    enum Kind { METHOD, NEW, ANNOTATION }

    /** A call a literal is inside: its name, what precedes its dot (or ""), its kind, and which argument the literal is in (0 first). */
    record Call(String name, String qualifier, Kind kind, int argument) {
    }

    /**
     * A string literal: its line (where it begins), its value (escapes read), the calls around it
     * from the innermost out, the first word of its statement, and whether its line ends with
     * {@code // not shown}.
     */
    record Literal(int line, String value, List<Call> calls, String statement, boolean notShown) {
    }

    private record Token(String text, int line, String literal) {
    }

    private final String src;
    private final List<Token> tokens = new ArrayList<>();
    private final List<Integer> notShownLines = new ArrayList<>();
    private int pos;
    private int line = 1;

    private JavaLiterals(String src) {
        this.src = src;
    }

    /** Returns the string literals (text blocks too) of {@code source}, in order. */
    static List<Literal> of(String source) {
        JavaLiterals scan = new JavaLiterals(source);
        scan.tokenize();
        return scan.literals();
    }

    private void tokenize() {
        while (pos < src.length()) {
            char c = src.charAt(pos);
            if (c == '\n') {
                line++;
                pos++;
            } else if (Character.isWhitespace(c)) {
                pos++;
            } else if (src.startsWith("//", pos)) {
                int end = src.indexOf('\n', pos);
                end = end < 0 ? src.length() : end;
                if (src.substring(pos + 2, end).strip().equals("not shown")) {
                    notShownLines.add(line);
                }
                pos = end;
            } else if (src.startsWith("/*", pos)) {
                int end = src.indexOf("*/", pos + 2);
                end = end < 0 ? src.length() : end + 2;
                line += (int) src.substring(pos, end).chars().filter(ch -> ch == '\n').count();
                pos = end;
            } else if (src.startsWith("\"\"\"", pos)) {
                textBlock();
            } else if (c == '"' || c == '\'') {
                quoted(c);
            } else if (Character.isJavaIdentifierPart(c)) {
                int start = pos;
                while (pos < src.length() && Character.isJavaIdentifierPart(src.charAt(pos))) {
                    pos++;
                }
                tokens.add(new Token(src.substring(start, pos), line, null));
            } else {
                tokens.add(new Token(String.valueOf(c), line, null));
                pos++;
            }
        }
    }

    private void quoted(char quote) {
        int startLine = line;
        StringBuilder value = new StringBuilder();
        pos++;
        while (pos < src.length() && src.charAt(pos) != quote) {
            pos = escapeOrChar(value);
        }
        pos++;
        tokens.add(new Token(quote == '"' ? "\"" : "'", startLine, quote == '"' ? value.toString() : null));
    }

    private void textBlock() {
        int startLine = line;
        StringBuilder value = new StringBuilder();
        pos = src.indexOf('\n', pos) + 1;
        line++;
        while (pos < src.length() && !src.startsWith("\"\"\"", pos)) {
            if (src.charAt(pos) == '\n') {
                line++;
            }
            pos = escapeOrChar(value);
        }
        pos += 3;
        tokens.add(new Token("\"", startLine, value.toString().stripIndent()));
    }

    /** Reads one character or escape at {@code pos} into {@code value}; returns where the next begins. */
    private int escapeOrChar(StringBuilder value) {
        char c = src.charAt(pos);
        if (c != '\\' || pos + 1 >= src.length()) {
            value.append(c);
            return pos + 1;
        }
        char e = src.charAt(pos + 1);
        if (e == 'u') {
            int at = pos + 1;
            while (src.charAt(at) == 'u') {
                at++;
            }
            value.append((char) Integer.parseInt(src.substring(at, at + 4), 16));
            return at + 4;
        }
        value.append(switch (e) {
            case 'n' -> '\n';
            case 't' -> '\t';
            case 's' -> ' ';
            default -> e;
        });
        return pos + 2;
    }

    private List<Literal> literals() {
        List<Literal> found = new ArrayList<>();
        for (int i = 0; i < tokens.size(); i++) {
            Token t = tokens.get(i);
            if (t.literal() != null) {
                found.add(context(i, t));
            }
        }
        return found;
    }

    /** Walks back from the literal at {@code index} to the start of its statement, noting each call it is inside. */
    private Literal context(int index, Token literal) {
        List<Call> calls = new ArrayList<>();
        int depth = 0;
        int argument = 0;
        int j = index - 1;
        for (; j >= 0; j--) {
            String t = tokens.get(j).text();
            if (t.equals(")") || t.equals("]")) {
                depth++;
            } else if ((t.equals("(") || t.equals("[")) && depth > 0) {
                depth--;
            } else if (t.equals("(") && depth == 0) {
                calls.add(call(j, argument));
                argument = 0;
            } else if (t.equals(",") && depth == 0) {
                argument++;
            } else if ((t.equals(";") || t.equals("{") || t.equals("}")) && depth == 0) {
                break;
            }
        }
        String statement = j + 1 < tokens.size() ? tokens.get(j + 1).text() : "";
        return new Literal(literal.line(), literal.literal(), calls, statement, notShownLines.contains(literal.line()));
    }

    private Call call(int paren, int argument) {
        String name = paren >= 1 ? tokens.get(paren - 1).text() : "";
        String before = paren >= 2 ? tokens.get(paren - 2).text() : "";
        String qualifier = before.equals(".") && paren >= 3 ? tokens.get(paren - 3).text() : "";
        Kind kind = before.equals("new") ? Kind.NEW : before.equals("@") ? Kind.ANNOTATION : Kind.METHOD;
        return new Call(name, qualifier, kind, argument);
    }
}
