package org.spriteplayground;

import java.util.ArrayList;
import java.util.List;

/** Reads a CSV line as a spreadsheet does, for the tests of what the app writes. */
public final class CsvFields {

    private CsvFields() {
    }

    /** Splits one CSV line into its fields, unquoting quoted ones ("" inside quotes is one "). */
    public static List<String> split(String line) {
        List<String> fields = new ArrayList<>();
        StringBuilder field = new StringBuilder();
        boolean quoted = false;
        for (int i = 0; i < line.length(); i++) {
            char c = line.charAt(i);
            if (quoted && c == '"' && i + 1 < line.length() && line.charAt(i + 1) == '"') {
                field.append('"');
                i++;
            } else if (c == '"') {
                quoted = !quoted;
            } else if (c == ',' && !quoted) {
                fields.add(field.toString());
                field.setLength(0);
            } else {
                field.append(c);
            }
        }
        fields.add(field.toString());
        return fields;
    }
}
